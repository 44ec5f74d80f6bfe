import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The h1 of a page plus its body; the pages of the shells show just their heading for now. */
export function PageSection({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
