import { Text } from '@chakra-ui/react';
import { revokeApiKey, type ApiKey } from '@forwarder/api-client/ops';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';

/** Asks before revoking: from then on the key answers 401, and a revoked key cannot be restored. */
export function RevokeApiKeyDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey; onClose: () => void; onRevoked: (apiKey: ApiKey) => void }) {
  const name = apiKey.name;
  const prefix = apiKey.prefix;
  const revoke = useMutation({ mutationFn: () => revokeApiKey(apiKey.id, FORM_SEND), onSuccess: onRevoked });
  return (
    <FormDialog
      title={<Trans>吊销 API 密钥 {name}？</Trans>}
      onClose={onClose}
      mutation={revoke}
      submitLabel={<Trans>吊销</Trans>}
      size="sm"
    >
      <RefusalAlert error={revoke.error} />
      <Text>
        <Trans>以 {prefix} 开头的密钥将立即失效（401），且不能恢复。</Trans>
      </Text>
    </FormDialog>
  );
}
