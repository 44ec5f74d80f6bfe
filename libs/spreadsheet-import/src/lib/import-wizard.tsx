import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { ImportPreviewStep, type ImportPreviewConfig } from './import-preview-step';
import { StepIndicator } from './preview-parts';
import type { SpreadsheetPreview } from './preview-rows';
import { useImportStage } from './step-focus';

type Stage<P, S> = { kind: 'upload' } | { kind: 'preview'; preview: P } | { kind: 'result'; done: S };

export interface ImportWizardProps<P extends SpreadsheetPreview, K extends keyof P['rows'][number] & string, S> {
  /** The step list's name ("导入事件步骤"). */
  stepsLabel: string;
  /** Above the steps: what the sheet is imported into. */
  header?: ReactNode;
  /** The template card (`TemplateStep`), beside the upload. */
  template: ReactNode;
  /** The upload (`UploadStep`), given where its preview goes. */
  upload: (onPreview: (preview: P) => void) => ReactNode;
  preview: ImportPreviewConfig<P, K, S>;
  /** What the import did; `headingRef` on its heading, `onRestart` for another file. */
  result: (done: S, step: { headingRef: Ref<HTMLHeadingElement>; onRestart: () => void }) => ReactNode;
}

/**
 * A spreadsheet import from start to end, the one shape of the batch order and the console's event and rate-sheet
 * imports: the steps (upload, preview, done) as an ordered list; the template and the upload side by side; the
 * server's preview of every row with its cell errors and the confirmation; the result. Focus lands on each new step's
 * heading (back at the upload, on its button). The sheet is parsed by the server only; the preview lives in this
 * component's state until it is confirmed or replaced.
 */
export function ImportWizard<P extends SpreadsheetPreview, K extends keyof P['rows'][number] & string, S>({
  stepsLabel,
  header,
  template,
  upload,
  preview,
  result,
}: ImportWizardProps<P, K, S>) {
  const { t } = useLingui();
  const { stage, go, replace, headingRef, uploadAnchor } = useImportStage<Stage<P, S>>({ kind: 'upload' });
  const restart = () => go({ kind: 'upload' });
  return (
    <Stack gap="6">
      {header}
      <StepIndicator label={stepsLabel} steps={[t`上传表格`, t`核对预览`, t`完成`]} current={stage.kind === 'upload' ? 1 : stage.kind === 'preview' ? 2 : 3} />
      {stage.kind === 'upload' ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="stretch">
          {template}
          <Box ref={uploadAnchor}>{upload((next) => go({ kind: 'preview', preview: next }))}</Box>
        </SimpleGrid>
      ) : stage.kind === 'preview' ? (
        <ImportPreviewStep
          key={stage.preview.fileName + stage.preview.totalCount}
          config={preview}
          preview={stage.preview}
          headingRef={headingRef}
          onPreviewChange={(next) => replace({ kind: 'preview', preview: next })}
          onReupload={restart}
          onDone={(done) => go({ kind: 'result', done })}
        />
      ) : (
        result(stage.done, { headingRef, onRestart: restart })
      )}
    </Stack>
  );
}
