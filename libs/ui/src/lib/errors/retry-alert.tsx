import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A load that failed: what did not load, and a retry button (the request's own toast has told why). */
export function RetryAlert({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Button size="sm" variant="outline" ms="auto" onClick={onRetry}>
        <Trans>重试</Trans>
      </Button>
    </Alert.Root>
  );
}
