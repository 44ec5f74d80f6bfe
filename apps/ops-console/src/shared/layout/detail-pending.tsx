import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { RetryAlert } from '@forwarder/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DetailPendingProps {
  /** Whether the id could name an object at all (`isUuid`). */
  valid: boolean;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'data'>;
  /** "找不到这个批次。" */
  notFound: ReactNode;
  /** The list the object belongs to (unprefixed path) and the way back's words. */
  back: { to: string; label: ReactNode };
  /** The retry alert's title when loading failed otherwise. */
  failed: ReactNode;
}

/**
 * What a console detail page (order, batch, customer, message) shows until its object is there: "not found" with the
 * way back to its list (a malformed id or a 404), a retry when loading failed, a skeleton while loading. Null once
 * the data has arrived, so the page goes on: `const pending = detailPending({...}); if (pending) return pending;`.
 */
export function detailPending({ valid, query, notFound, back, failed }: DetailPendingProps): ReactNode {
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <NotFound message={notFound} back={back} />;
  }
  if (query.isError) return <RetryAlert title={failed} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton height="40" aria-busy="true" />;
  return null;
}

function NotFound({ message, back }: { message: ReactNode; back: DetailPendingProps['back'] }) {
  const to = useLocalePath();
  return (
    <Stack gap="4" align="start">
      <Text>{message}</Text>
      <Button asChild variant="outline">
        <RouterLink to={to(back.to)}>{back.label}</RouterLink>
      </Button>
    </Stack>
  );
}
