import { Text } from '@chakra-ui/react';
import type { CreatedApiKey } from '@forwarder/api-client/ops';
import { Trans, useLingui } from '@lingui/react/macro';
import { SecretOnceDialog } from '../../../shared/layout/secret-once-dialog';
import { API_KEY_HEADER } from '../lib/api-key-scopes';

/** The new key's secret, shown this once (the server keeps only its hash); closing the dialog forgets it. */
export function NewApiKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useLingui();
  const name = created.apiKey.name;
  const header = API_KEY_HEADER;
  return (
    <SecretOnceDialog
      title={<Trans>API 密钥：{name}</Trans>}
      warning={<Trans>这个密钥只显示这一次，关闭后无法再查看。请现在复制并安全地交给对方。</Trans>}
      label={<Trans>密钥</Trans>}
      secret={created.secret}
      copiedText={t`API 密钥已复制到剪贴板`}
      copyFailedText={t`无法复制，请选中密钥手动复制`}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        <Trans>调用时放在请求头 {header} 中发送。</Trans>
      </Text>
    </SecretOnceDialog>
  );
}
