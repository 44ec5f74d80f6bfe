import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { importRateSheetZones, opsOperationKey, opsQueries, type OpsRoutingDetail, type RateSheet, type RateSheetImportPreview } from '@forwarder/api-client/ops';
import { ImportConfirmation, ImportWizard } from '@forwarder/spreadsheet-import';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isUuid, paths, productDetailPath } from '../../../config/paths';
import { FORM_SEND } from '../../../shared/form/server-errors';
import { detailPending } from '../../../shared/layout/detail-pending';
import { PageLink } from '../../../shared/layout/page-link';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { RateTemplateStep, RateUploadStep } from './import-steps';

/**
 * A product's zones from a spreadsheet (/ops/rate-sheet-import?id=): template and upload, the server's preview of every
 * row with its cell errors, confirm (all or nothing: only a sheet without errors; the zones replace the sheet's), result.
 * The same steps as the event import; the sheet is parsed by the server only.
 */
export function RateSheetImport({ id }: { id: string }) {
  const product = useQuery({ ...opsQueries.routing(id), enabled: isUuid(id) });
  if (product.isError && isApiError(product.error) && product.error.status === 403) {
    return (
      <AdminsOnly>
        <Trans>运输产品和运价表由管理员维护，请联系管理员。</Trans>
      </AdminsOnly>
    );
  }
  const pending = detailPending({
    valid: isUuid(id),
    query: product,
    notFound: <Trans>找不到这个运输产品。</Trans>,
    back: { to: paths.products, label: <Trans>返回运输产品</Trans> },
    failed: <Trans>运输产品加载失败</Trans>,
  });
  if (pending || !product.data) return pending;
  return <ImportFlow product={product.data} />;
}

/**
 * The same steps as the event import for one product's zones. The import is all or nothing and replaces the sheet's
 * zones, so only a sheet without errors is confirmed.
 */
function ImportFlow({ product }: { product: OpsRoutingDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = `${product.code} · ${product.displayName}`;
  return (
    <ImportWizard<RateSheetImportPreview, 'zone', RateSheet>
      stepsLabel={t`导入运价步骤`}
      header={
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="semibold">
            <Trans>产品：{name}</Trans>
          </Text>
          <PageLink to={productDetailPath(product.id)}>
            <Trans>返回产品和运价表</Trans>
          </PageLink>
        </HStack>
      }
      template={<RateTemplateStep />}
      upload={(onPreview) => <RateUploadStep routingId={product.id} onPreview={onPreview} />}
      preview={{
        headingId: 'rate-preview-heading',
        item: 'zone',
        listName: 'zones',
        countsTestIdPrefix: 'rate-import',
        table: { caption: t`运价分区预览`, validLabel: t`可导入`, testId: 'rate-import-table' },
        send: (rows, { fileName }) => importRateSheetZones(product.id, { fileName, zones: rows.map((row) => row.zone) }, FORM_SEND),
        onSent: (sheet) => {
          queryClient.setQueryData(opsQueries.rateSheet(product.id).queryKey, sheet);
          for (const op of ['getOpsRoutingList', 'getOpsRouting', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(op) });
        },
        // Other failures were toasted.
        showsFailure: (error) => error.status === 400,
        refusalTitle: () => <Trans>导入被拒绝，运价表没有修改。</Trans>,
        confirmation: ({ validCount, allValid, pending, onConfirm, onReupload }) => (
          <ImportConfirmation
            readinessId="rate-import-readiness"
            ready={allValid}
            readyText={<Trans>全部行均可导入，将替换此产品的全部分区。</Trans>}
            confirmLabel={<Plural value={validCount} other="导入 # 个分区" />}
            pending={pending}
            onConfirm={onConfirm}
            onReupload={onReupload}
          />
        ),
      }}
      result={(sheet, { headingRef, onRestart }) => (
        <Stack as="section" aria-labelledby="rate-result-heading" gap="4" align="flex-start">
          <Heading as="h2" size="lg" id="rate-result-heading" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
            <Trans>导入完成</Trans>
          </Heading>
          <Text>
            <Plural value={sheet.zones.length} other="运价表现在有 # 个分区，报价立即按新运价计算。" />
          </Text>
          <HStack gap="3">
            <PageLink to={productDetailPath(product.id)}>
              <Trans>查看运价表</Trans>
            </PageLink>
            <Button variant="outline" onClick={onRestart}>
              <Trans>再导入一个文件</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
    />
  );
}
