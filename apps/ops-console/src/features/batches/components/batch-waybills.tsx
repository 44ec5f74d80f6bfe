import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { parseWaybillNumbers } from '@forwarder/api-client';
import { addBatchOrders, removeBatchOrder, type BatchDetail, type OpsOrderListItem } from '@forwarder/api-client/ops';
import { CardSection, DataTable, FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { AddOutcomeList } from '../../../shared/batches/add-outcomes';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { orderColumns } from '../../../shared/orders/order-columns';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** The batch's waybills and their states; scanning adds (open batches only), each row can be taken out. */
export function BatchWaybills({ batch }: { batch: BatchDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (order: OpsOrderListItem) => removeBatchOrder(batch.id, order.id),
    onSuccess: (_, order) => {
      const number = order.waybillNumber;
      void showToast({ type: 'success', title: t`已移出批次：${number}` });
      void invalidateOrderReads(queryClient);
    },
  });
  const siteTime = useSiteTime();
  const columns = [
    ...orderColumns<OpsOrderListItem>((order) => order, siteTime),
    {
      key: 'remove',
      header: <Trans>操作</Trans>,
      cell: (order: OpsOrderListItem) => {
        const number = order.waybillNumber;
        return (
          <Button
            size="xs"
            variant="outline"
            aria-label={t`移出 ${number}`}
            loading={remove.isPending && remove.variables?.id === order.id}
            onClick={() => remove.mutate(order)}
          >
            <Trans>移出</Trans>
          </Button>
        );
      },
    },
  ];
  const count = batch.orders.length;
  return (
    <CardSection title={<Trans>批次中的运单（{count}）</Trans>}>
      <Stack gap="4">
        {batch.isClosed ? null : <AddByScan batchId={batch.id} />}
        <DataTable label={t`批次运单`} columns={columns} rows={batch.orders} rowKey={(order) => order.id} framed={false} empty={<Trans>批次中还没有运单。</Trans>} />
      </Stack>
    </CardSection>
  );
}

/** Scan (or paste) waybill numbers into the batch: Enter adds, the field keeps the focus, each number's outcome shows. */
function AddByScan({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: (waybillNumbers: string[]) => addBatchOrders(batchId, { waybillNumbers }, FORM_SEND),
    onSuccess: () => void invalidateOrderReads(queryClient),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = parseWaybillNumbers(text);
    setText('');
    field.current?.focus();
    if (numbers.length) add.mutate(numbers);
  };
  return (
    <Stack gap="3">
      <Box as="form" onSubmit={submit} aria-label={t`加入运单`}>
        <FormField label={<Trans>扫描加入</Trans>} helper={<Trans>扫描或输入运单号后按回车；可一次粘贴多个。</Trans>}>
          <HStack gap="2">
            <Input ref={field} value={text} onChange={(event) => setText(event.currentTarget.value)} autoComplete="off" fontFamily="mono" />
            <Button type="submit" loading={add.isPending}>
              <Trans>加入</Trans>
            </Button>
          </HStack>
        </FormField>
      </Box>
      <RefusalAlert error={add.error} />
      <Box role="status" aria-live="polite">
        {add.data ? <AddOutcomeList items={add.data.items} /> : null}
      </Box>
    </Stack>
  );
}
