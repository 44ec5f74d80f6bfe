import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CreateOrderBatchResult, OrderExcelPreview } from '@forwarder/api-client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
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
  const [stage, setStage] = useState<Stage>({ kind: 'upload' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uploadAnchor = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on the new step's heading when the step changes (not on first render).
  useEffect(() => {
    if (!moved.current) return;
    if (stage.kind === 'upload') uploadAnchor.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    else headingRef.current?.focus();
  }, [stage.kind]);
  const go = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };

  return (
    <Stack gap="6">
      <StepIndicator current={stage.kind === 'upload' ? 1 : stage.kind === 'preview' ? 2 : 3} />
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
          onPreviewChange={(preview) => setStage({ kind: 'preview', preview })}
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

function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const steps = [t`上传表格`, t`核对预览`, t`完成`];
  return (
    <HStack as="ol" aria-label={t`批量下单步骤`} gap={{ base: '2', md: '6' }} wrap="wrap" listStyle="none" fontSize="sm">
      {steps.map((label, index) => {
        const step = index + 1;
        const active = step === current;
        return (
          <HStack as="li" key={label} gap="2" aria-current={active ? 'step' : undefined}>
            <Box
              as="span"
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="6"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border.emphasized'}
              bg={active ? 'brand.solid' : step < current ? 'brand.subtle' : 'bg'}
              color={active ? 'brand.contrast' : 'fg'}
              fontWeight="medium"
            >
              {step}
            </Box>
            <Text fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
              {label}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
