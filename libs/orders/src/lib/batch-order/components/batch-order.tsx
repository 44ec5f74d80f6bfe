import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { CreateOrderBatchResult, OrderExcelPreview } from '@forwarder/api-client';
import { StepIndicator, useImportStage } from '@forwarder/spreadsheet-import';
import { useLingui } from '@lingui/react/macro';
import { PreviewStep } from './preview-step';
import { ResultStep } from './result-step';
import { TemplateStep } from './template-step';
import { UploadStep } from './upload-step';

type Stage =
  | { kind: 'upload' }
  | { kind: 'preview'; preview: OrderExcelPreview }
  | { kind: 'result'; result: CreateOrderBatchResult; rowNumbers: number[]; skipped: number };

/**
 * Batch order by spreadsheet (spec /user/batch-order): template and upload, the server's preview of every row,
 * confirm, created waybills. The spreadsheet is parsed by the server only (nothing heavy in this chunk); the preview
 * lives in this component's state until it is submitted or replaced.
 */
export function BatchOrder() {
  const { t } = useLingui();
  // Keyboard and screen-reader users land on the new step's heading when the step changes (not on first render).
  const { stage, go, replace, headingRef, uploadAnchor } = useImportStage<Stage>({ kind: 'upload' });

  return (
    <Stack gap="6">
      <StepIndicator
        label={t`批量下单步骤`}
        steps={[t`上传表格`, t`核对预览`, t`完成`]}
        current={stage.kind === 'upload' ? 1 : stage.kind === 'preview' ? 2 : 3}
      />
      {stage.kind === 'upload' ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="stretch">
          <TemplateStep />
          <Box ref={uploadAnchor}>
            <UploadStep onPreview={(preview) => go({ kind: 'preview', preview })} />
          </Box>
        </SimpleGrid>
      ) : stage.kind === 'preview' ? (
        <PreviewStep
          key={stage.preview.fileName + stage.preview.totalCount}
          preview={stage.preview}
          headingRef={headingRef}
          onPreviewChange={(preview) => replace({ kind: 'preview', preview })}
          onReupload={() => go({ kind: 'upload' })}
          onCreated={(result, rows) =>
            go({
              kind: 'result',
              result,
              rowNumbers: rows.map((row) => row.rowNumber),
              skipped: stage.preview.totalCount - rows.length,
            })
          }
        />
      ) : (
        <ResultStep
          result={stage.result}
          rowNumbers={stage.rowNumbers}
          skipped={stage.skipped}
          headingRef={headingRef}
          onRestart={() => go({ kind: 'upload' })}
        />
      )}
    </Stack>
  );
}
