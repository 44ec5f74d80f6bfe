import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { downloadOrderLabels, type CreateOrderBatchResult } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { DataTable, openPdfInNewTab, type DataTableColumn } from '@forwarder/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../../shipping-paths/shipping-paths';
import { useWaybillColumn } from '../../waybill/waybill-column';
import { chunk } from '@forwarder/spreadsheet-import';

/** The labels endpoint takes at most 100 ids: one PDF (one tab, opened by its own click) per 100 orders. */
const LABELS_PER_PDF = 100;
/** My waybills filters by at most 50 numbers (the contract's OrderFilter). */
const MAX_FILTER_NUMBERS = 50;

/** A created order with the sheet row it came from. */
type CreatedRow = CreateOrderBatchResult['items'][number] & { rowNumber: number | undefined };

export interface ResultStepProps {
  result: CreateOrderBatchResult;
  /** The sheet row of each created order (same order as `result.items`). */
  rowNumbers: readonly number[];
  skipped: number;
  onRestart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 4: the created waybills (links to their detail), their labels, My waybills, and another batch. */
export function ResultStep({ result, rowNumbers, skipped, onRestart, headingRef }: ResultStepProps) {
  const { t } = useLingui();
  const to = useLocalePath();
  const paths = useShippingPaths();
  const items = result.items;
  const created = items.length;
  const chunks = chunk(items, LABELS_PER_PDF);
  const labels = useMutation({
    mutationFn: (ids: string[]) => openPdfInNewTab(() => downloadOrderLabels(ids)),
  });
  // A handful of new waybills open My waybills filtered to them; more than the filter takes open the whole list,
  // where they are the newest.
  const myOrders =
    created <= MAX_FILTER_NUMBERS
      ? `${to(paths.myOrders)}?${new URLSearchParams({ waybill: items.map((item) => item.waybillNumber).join(',') })}`
      : to(paths.myOrders);

  const waybillColumn = useWaybillColumn<CreatedRow>();
  const columns: DataTableColumn<CreatedRow>[] = [
    { key: 'row', header: <Trans>表格行号</Trans>, cell: (item) => item.rowNumber ?? '' },
    waybillColumn,
    { key: 'reference', header: <Trans>客户单号</Trans>, cell: (item) => item.customerReference || '—' },
  ];

  return (
    <Stack as="section" aria-labelledby="batch-result-heading" gap="5">
      <Heading as="h2" size="lg" id="batch-result-heading" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        <Trans>下单完成</Trans>
      </Heading>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>已创建 {created} 个订单。</Trans>
          </Alert.Title>
          {skipped > 0 ? (
            <Alert.Description>
              <Plural value={skipped} other="有错误的 # 行已跳过，修改后可以再上传一次。" />
            </Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>

      <HStack gap="3" wrap="wrap">
        {chunks.map((part, index) => {
          const from = index * LABELS_PER_PDF + 1;
          const until = from + part.length - 1;
          return (
            <Button
              key={from}
              loading={labels.isPending && labels.variables?.[0] === part[0]?.id}
              disabled={labels.isPending}
              onClick={() => labels.mutate(part.map((item) => item.id))}
            >
              {chunks.length === 1 ? <Trans>打印全部标签</Trans> : <Trans>打印第 {from}–{until} 个标签</Trans>}
            </Button>
          );
        })}
        <Button asChild variant="outline">
          <RouterLink to={myOrders}>
            <Trans>在我的运单中查看</Trans>
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={onRestart}>
          <Trans>再导入一批</Trans>
        </Button>
      </HStack>
      {chunks.length > 1 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>每个 PDF 最多 100 个标签，每个按钮打开一个 PDF。</Trans>
        </Text>
      ) : null}

      <DataTable
        label={t`已创建的运单`}
        caption="visible"
        columns={columns}
        rows={items.map((item, index) => ({ ...item, rowNumber: rowNumbers[index] }))}
        rowKey={(item) => item.id}
      />
    </Stack>
  );
}
