import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';

/** The preview step's heading (focused when the step opens) and the previewed file's name. */
export function PreviewHeading({ headingId, headingRef, fileName }: { headingId: string; headingRef: Ref<HTMLHeadingElement> | undefined; fileName: string }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg" id={headingId} ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        <Trans>核对预览</Trans>
      </Heading>
      <Text color="fg.muted" wordBreak="break-all">
        <Trans>文件：{fileName}</Trans>
      </Text>
    </Stack>
  );
}

export interface ImportConfirmationProps {
  /** Id of the readiness text, which describes the confirm button. */
  readinessId: string;
  /** Every row is valid: the import may be confirmed. */
  ready: boolean;
  /** What confirming will do ("All rows can be imported, in one go."). */
  readyText: ReactNode;
  /** The confirm button's text, with the count ("Import 12 events"). */
  confirmLabel: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onReupload: () => void;
}

/** The all-or-nothing confirmation under an import's preview: blocked while any row has an error. */
export function ImportConfirmation({ readinessId, ready, readyText, confirmLabel, pending, onConfirm, onReupload }: ImportConfirmationProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Stack gap="3">
        <Text id={readinessId}>{ready ? readyText : <Trans>有错误的行须先在表格中修改并重新上传：导入要么全部写入，要么都不写入。</Trans>}</Text>
        <HStack gap="3" wrap="wrap">
          <Button disabled={!ready} loading={pending} onClick={onConfirm} aria-describedby={readinessId}>
            {confirmLabel}
          </Button>
          <Button variant="outline" disabled={pending} onClick={onReupload}>
            <Trans>重新选择文件</Trans>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
