import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useResponseStatus } from './errors/response-status';

/**
 * Body of the 404 page (spec section 8: 'This page could not be found'). A server render answers it with status 404;
 * `homeAction` is the app's link home (client-side or full load, its choice).
 */
export function NotFoundView({ homeAction }: { homeAction?: ReactNode }) {
  const { t } = useLingui();
  useResponseStatus(404);
  return (
    <Stack gap="4" align="flex-start" py="10">
      <title>{t`找不到此页面`}</title>
      <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
        404
      </Text>
      <Heading as="h1" size="2xl">
        <Trans>找不到此页面</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>您访问的地址不存在或已被移除。</Trans>
      </Text>
      {homeAction}
    </Stack>
  );
}
