import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { EventImportPreview, ImportEventsResult } from '@forwarder/api-client/ops';
import { StepIndicator, useImportStage } from '@forwarder/spreadsheet-import';
import { useLingui } from '@lingui/react/macro';
import { ImportPreviewStep } from './import-preview-step';
import { ImportResultStep } from './import-result-step';
import { ImportTemplateStep } from './import-template-step';
import { ImportUploadStep } from './import-upload-step';

type Stage =
  | { kind: 'upload' }
  | { kind: 'preview'; preview: EventImportPreview }
  | { kind: 'result'; result: ImportEventsResult; waybillNumbers: string[] };

/**
 * Tracking events from a spreadsheet (/ops/event-import): template and upload, the server's preview of every row
 * with its cell errors, confirm (all or nothing: only a sheet without errors), result. The sheet is parsed by the
 * server only; the preview lives in this component's state until it is imported or replaced.
 */
export function EventImport() {
  const { t } = useLingui();
  const { stage, go, replace, headingRef, uploadAnchor } = useImportStage<Stage>({ kind: 'upload' });

  return (
    <Stack gap="6">
      <StepIndicator
        label={t`导入事件步骤`}
        steps={[t`上传表格`, t`核对预览`, t`完成`]}
        current={stage.kind === 'upload' ? 1 : stage.kind === 'preview' ? 2 : 3}
      />
      {stage.kind === 'upload' ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="stretch">
          <ImportTemplateStep />
          <Box ref={uploadAnchor}>
            <ImportUploadStep onPreview={(preview) => go({ kind: 'preview', preview })} />
          </Box>
        </SimpleGrid>
      ) : stage.kind === 'preview' ? (
        <ImportPreviewStep
          key={stage.preview.fileName + stage.preview.totalCount}
          preview={stage.preview}
          headingRef={headingRef}
          onPreviewChange={(preview) => replace({ kind: 'preview', preview })}
          onReupload={() => go({ kind: 'upload' })}
          onImported={(result, waybillNumbers) => go({ kind: 'result', result, waybillNumbers })}
        />
      ) : (
        <ImportResultStep
          result={stage.result}
          waybillNumbers={stage.waybillNumbers}
          headingRef={headingRef}
          onRestart={() => go({ kind: 'upload' })}
        />
      )}
    </Stack>
  );
}
