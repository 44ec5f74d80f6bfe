import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../../shipping-paths/shipping-paths';

/** The detail or edit page of an order that is not there (or not the caller's): say so, link back to My waybills. */
export function OrderNotFound() {
  const to = useLocalePath();
  const paths = useShippingPaths();
  return (
    <Stack gap="4" align="start">
      <Text>
        <Trans>找不到这个订单，它可能不存在或不属于您。</Trans>
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={to(paths.myOrders)}>
          <Trans>返回我的运单</Trans>
        </RouterLink>
      </Button>
    </Stack>
  );
}
