import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHead } from '../routes/page-head';

/**
 * The narrow card of the account pages (sign in, forgotten password, new password): the document title, an `h1`,
 * a sentence under it and the page's form or message.
 */
export function AuthPanel({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="md" mx="auto" w="full" px={{ base: '4', md: '0' }} py={{ base: '4', md: '8' }}>
      <PageHead title={title} />
      <Stack gap="6" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3" p={{ base: '6', md: '8' }} shadow="sm">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
