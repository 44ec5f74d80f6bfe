import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError, type QuoteRequest } from '@forwarder/api-client';
import { QuoteBreakdown, useQuoteEstimate, useQuoteMoney } from '@forwarder/quotes';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The price estimate of the order as typed: the public quote for the chosen product, the receiver's country and the
 * boxes, asked for once typing pauses. The same operation prices the public calculator, so both show the same figure
 * for the same parcels; the order is billed on the weights measured at receiving.
 */
export function OrderEstimate({ request }: { request: QuoteRequest | null }) {
  const { t } = useLingui();
  const money = useQuoteMoney();
  const estimate = useQuoteEstimate(request);
  const item = estimate.data?.items.find((candidate) => candidate.routingId === request?.routingId);
  let body;
  if (!request) {
    body = (
      <Text color="fg.muted">
        <Trans>选择运输产品和收件国家并填好包裹后，这里显示运费估算。</Trans>
      </Text>
    );
  } else if (estimate.isError) {
    body = (
      <Text color="fg.muted">
        {isApiError(estimate.error) && estimate.error.status === 429 ? <Trans>估算太频繁，请稍后再试。</Trans> : <Trans>暂时无法估算运费。</Trans>}
      </Text>
    );
  } else if (!estimate.data) {
    body = <Skeleton height="6" width="40" />;
  } else if (!item) {
    body = (
      <Text>
        <Trans>所选产品不送达收件国家，无法估算运费。</Trans>
      </Text>
    );
  } else if (!item.price) {
    body = <Text>{item.unavailableMessage}</Text>;
  } else {
    const total = money(item.price.total, item.price);
    body = (
      <Stack gap="2">
        <Text fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="order-estimate-total">
          {total}
        </Text>
        <Box as="details">
          <Box as="summary" cursor="pointer" color="brand.fg" fontSize="sm">
            <Trans>费用明细</Trans>
          </Box>
          <Box pt="2">
            <QuoteBreakdown item={item} price={item.price} label={t`运费估算明细`} />
          </Box>
        </Box>
      </Stack>
    );
  }
  return (
    <Box role="region" aria-label={t`运费估算`} aria-busy={estimate.isFetching || undefined} aria-live="polite">
      <Text fontWeight="medium" mb="1">
        <Trans>运费估算</Trans>
      </Text>
      {body}
    </Box>
  );
}
