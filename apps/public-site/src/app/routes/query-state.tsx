import { Alert, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { NotFoundPage } from '@forwarder/ui';

/** A missing object: 404, or 400 for an id that is not even a UUID (the contract validates the path). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** What a page shows when its main query failed: the app's not-found view, or the error's message. */
export function QueryError({ error }: { error: Error }) {
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error.message}</Alert.Title>
    </Alert.Root>
  );
}

/** Skeleton of a content page (title, meta, body) while its query loads. */
export function ContentPageSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="10" width="70%" />
      <Skeleton height="4" width="40%" />
      <SkeletonText noOfLines={6} gap="3" />
    </Stack>
  );
}
