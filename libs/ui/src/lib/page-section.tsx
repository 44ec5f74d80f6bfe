import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The h1 of a page plus its body; `actions` sit beside the heading, outside it (a link is not part of the title). */
export function PageSection({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  const heading = (
    <Heading as="h1" size="2xl">
      {title}
    </Heading>
  );
  return (
    <Stack gap="6">
      {actions ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          {heading}
          {actions}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
