import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * What an operator sees on an admins' page (also when the server answers 403 `Ops:AdminOnly`): the page's own
 * sentence (`children`) says what only admins manage here and whom to ask.
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>仅管理员可用</Trans>
        </Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
