import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImportConfirmState } from '@forwarder/spreadsheet-import';
import { Plural, Trans } from '@lingui/react/macro';

/**
 * Under the batch order's preview: what confirming will do (unlike the console's all-or-nothing imports, rows with
 * errors are skipped and the valid ones created), the confirm button and "choose another file".
 */
export function ConfirmPanel({ validCount, invalidCount, pending, onConfirm, onReupload }: ImportConfirmState) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Stack gap="3">
        {validCount === 0 ? (
          <Text>
            <Trans>没有可以提交的行。请按表中的提示修改表格后重新上传。</Trans>
          </Text>
        ) : invalidCount > 0 ? (
          <Text>
            <Plural
              value={invalidCount}
              other={`# 行有错误，提交时将被跳过，只创建 ${validCount} 个有效订单。也可以先修改表格再重新上传。`}
            />
          </Text>
        ) : (
          <Text>
            <Trans>全部 {validCount} 行均可提交。</Trans>
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <Button disabled={validCount === 0} loading={pending} onClick={onConfirm}>
            <Plural value={validCount} other="提交 # 个有效订单" />
          </Button>
          <Button variant="outline" disabled={pending} onClick={onReupload}>
            <Trans>重新选择文件</Trans>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
