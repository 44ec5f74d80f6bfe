import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { downloadOrderLabel, type Order } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { openPdfInNewTab } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../../shipping-paths/shipping-paths';

/** What the member needs right after submitting: the waybill number and the next steps. */
export function OrderSubmitted({ order, onNext }: { order: Order; onNext: () => void }) {
  const to = useLocalePath();
  const paths = useShippingPaths();
  const heading = useRef<HTMLHeadingElement>(null);
  const label = useMutation({ mutationFn: () => openPdfInNewTab(() => downloadOrderLabel(order.id)) });
  const { waybillNumber, routingDisplayName, receiver, chargeableWeightKg } = order;
  const receiverName = receiver.name;

  // The form this replaces had the focus: move it to the result, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  // The actions sit outside the alert: inside it they would take its green palette (too little contrast).
  return (
    <Stack gap="4">
      <Alert.Root status="success" alignItems="start">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title asChild>
            <h2 ref={heading} tabIndex={-1}>
              <Trans>运单已提交</Trans>
            </h2>
          </Alert.Title>
          <Alert.Description>
            <Stack gap="1">
              <Text>
                <Trans>运单号</Trans>{' '}
                <Text as="strong" fontSize="xl" fontFamily="mono" data-testid="waybill-number">
                  {waybillNumber}
                </Text>
              </Text>
              <Text>
                <Trans>
                  {routingDisplayName}，收件人 {receiverName}，计费重 {chargeableWeightKg} kg
                </Trans>
              </Text>
            </Stack>
          </Alert.Description>
        </Stack>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={to(paths.orderDetailOf(order.id))}>
            <Trans>查看运单详情</Trans>
          </RouterLink>
        </Button>
        <Button variant="outline" loading={label.isPending} onClick={() => label.mutate()}>
          <Trans>打印标签</Trans>
        </Button>
        <Button variant="outline" onClick={onNext}>
          <Trans>使用相同发件人继续下单</Trans>
        </Button>
        <Link asChild>
          <RouterLink to={to(paths.myOrders)}>
            <Trans>我的运单</Trans>
          </RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
