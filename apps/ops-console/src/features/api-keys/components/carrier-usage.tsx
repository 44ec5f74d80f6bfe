import { Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { API_KEY_HEADER, exampleRequest } from '../lib/api-key-scopes';

/**
 * How a carrier uses a key: the header, the endpoint, what each event's result says, and the contract's example
 * request with this site's address, to copy.
 */
export function CarrierUsage() {
  const { t } = useLingui();
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const example = exampleRequest(window.location.origin);
  const header = API_KEY_HEADER;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(example);
      setCopied(true);
    } catch {
      void showToast({ type: 'error', title: t`无法复制，请选中示例手动复制` });
    }
  };
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={headingId}>
        <Trans>承运商如何调用</Trans>
      </Heading>
      <Text>
        <Trans>
          在请求头 <Code>{header}</Code> 中发送密钥（events:write 权限），每次最多 1000 个事件。每个事件的结果为 stored、duplicate（已有，重发安全）或
          refused（附原因）。
        </Trans>
      </Text>
      <Box position="relative">
        <Box
          as="pre"
          tabIndex={0}
          role="region"
          aria-label={t`示例请求`}
          fontFamily="mono"
          fontSize="xs"
          bg="bg.muted"
          borderRadius="md"
          p="3"
          overflowX="auto"
          whiteSpace="pre"
          focusVisibleRing="outside"
          data-testid="api-key-example"
        >
          {example}
        </Box>
      </Box>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? <Trans>已复制</Trans> : <Trans>复制示例请求</Trans>}
        </Button>
        <Text aria-live="polite" srOnly>
          {copied ? t`示例请求已复制到剪贴板` : ''}
        </Text>
      </HStack>
    </Stack>
  );
}
