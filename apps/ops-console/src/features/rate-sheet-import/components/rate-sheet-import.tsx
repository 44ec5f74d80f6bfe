import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { importRateSheetZones, opsOperationKey, opsQueries, type OpsRoutingDetail, type RateSheet, type RateSheetImportPreview } from '@forwarder/api-client/ops';
import {
  ImportRefusal,
  importProblems,
  PreviewCounts,
  PreviewFilter,
  PreviewTable,
  StepIndicator,
  useImportStage,
  usePreviewPaging,
  validRows,
  withImportProblems,
  type ImportProblem,
  ImportConfirmation,
  PreviewHeading,
} from '@forwarder/spreadsheet-import';
import { Pager } from '@forwarder/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { isUuid, paths, productDetailPath } from '../../../app/paths';
import { FORM_SEND } from '../../../shared/form/server-errors';
import { detailPending } from '../../../shared/layout/detail-pending';
import { PageLink } from '../../../shared/layout/page-link';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { RateTemplateStep, RateUploadStep } from './import-steps';

type Stage = { kind: 'upload' } | { kind: 'preview'; preview: RateSheetImportPreview } | { kind: 'result'; sheet: RateSheet };

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

function ImportFlow({ product }: { product: OpsRoutingDetail }) {
  const { t } = useLingui();
  const { stage, go, replace, headingRef, uploadAnchor } = useImportStage<Stage>({ kind: 'upload' });
  const name = `${product.code} · ${product.displayName}`;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontWeight="semibold">
          <Trans>产品：{name}</Trans>
        </Text>
        <PageLink to={productDetailPath(product.id)}>
          <Trans>返回产品和运价表</Trans>
        </PageLink>
      </HStack>
      <StepIndicator label={t`导入运价步骤`} steps={[t`上传表格`, t`核对预览`, t`完成`]} current={stage.kind === 'upload' ? 1 : stage.kind === 'preview' ? 2 : 3} />
      {stage.kind === 'upload' ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="stretch">
          <RateTemplateStep />
          <Box ref={uploadAnchor}>
            <RateUploadStep routingId={product.id} onPreview={(preview) => go({ kind: 'preview', preview })} />
          </Box>
        </SimpleGrid>
      ) : stage.kind === 'preview' ? (
        <PreviewStep
          key={stage.preview.fileName + stage.preview.totalCount}
          product={product}
          preview={stage.preview}
          headingRef={headingRef}
          onPreviewChange={(preview) => replace({ kind: 'preview', preview })}
          onReupload={() => go({ kind: 'upload' })}
          onImported={(sheet) => go({ kind: 'result', sheet })}
        />
      ) : (
        <Stack as="section" aria-labelledby="rate-result-heading" gap="4" align="flex-start">
          <Heading as="h2" size="lg" id="rate-result-heading" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
            <Trans>导入完成</Trans>
          </Heading>
          <Text>
            <Plural value={stage.sheet.zones.length} other="运价表现在有 # 个分区，报价立即按新运价计算。" />
          </Text>
          <HStack gap="3">
            <PageLink to={productDetailPath(product.id)}>
              <Trans>查看运价表</Trans>
            </PageLink>
            <Button variant="outline" onClick={() => go({ kind: 'upload' })}>
              <Trans>再导入一个文件</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

interface PreviewStepProps {
  product: OpsRoutingDetail;
  preview: RateSheetImportPreview;
  onPreviewChange: (preview: RateSheetImportPreview) => void;
  onReupload: () => void;
  onImported: (sheet: RateSheet) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 3: counts, the rows with their cell errors and the import button, enabled only when every row passed. */
function PreviewStep({ product, preview, onPreviewChange, onReupload, onImported, headingRef }: PreviewStepProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const valid = validRows(preview.rows, 'zone');
  const { totalCount, validCount, invalidCount, fileName, columns } = preview;
  const { view, setPage, filter } = usePreviewPaging(preview.rows, invalidCount);
  const titleOf = new Map(columns.map((column) => [column.key, column.title]));
  const ready = invalidCount === 0 && valid.length > 0;
  const submit = useMutation({
    mutationFn: () => importRateSheetZones(product.id, { fileName, zones: valid.map((row) => row.zone) }, FORM_SEND),
    onMutate: () => setProblems([]),
    onSuccess: (sheet) => {
      queryClient.setQueryData(opsQueries.rateSheet(product.id).queryKey, sheet);
      for (const op of ['getOpsRoutingList', 'getOpsRouting', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(op) });
      onImported(sheet);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = importProblems(error, valid, columns, 'zones');
      setProblems(found);
      if (found.some((problem) => problem.rowNumber !== null)) onPreviewChange(withImportProblems(preview, found, 'zone'));
    },
  });
  const submitError = isApiError(submit.error) && submit.error.status === 400 ? submit.error : null;
  return (
    <Stack as="section" aria-labelledby="rate-preview-heading" gap="5">
      <PreviewHeading headingId="rate-preview-heading" headingRef={headingRef} fileName={fileName} />
      <PreviewCounts totalCount={totalCount} validCount={validCount} invalidCount={invalidCount} testIdPrefix="rate-import" />
      {problems.length > 0 || submitError ? (
        <ImportRefusal problems={problems} serverMessage={submitError?.message} titleOf={titleOf} title={<Trans>导入被拒绝，运价表没有修改。</Trans>} />
      ) : null}
      <PreviewFilter {...filter} />
      {view.rows.length > 0 ? <PreviewTable columns={columns} rows={view.rows} caption={t`运价分区预览`} validLabel={t`可导入`} testId="rate-import-table" /> : null}
      <Pager page={view.page} pageCount={view.pageCount} onPageChange={setPage} label={t`预览分页`} />
      <ImportConfirmation
        readinessId="rate-import-readiness"
        ready={ready}
        readyText={<Trans>全部行均可导入，将替换此产品的全部分区。</Trans>}
        confirmLabel={<Plural value={validCount} other="导入 # 个分区" />}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
        onReupload={onReupload}
      />
    </Stack>
  );
}
