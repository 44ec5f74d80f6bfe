import { Skeleton, Text } from '@chakra-ui/react';
import { areaQueries, isApiError, logisticsQueries, type CreateOrderInput } from '@forwarder/api-client';
import { useQuoteMoney } from '@forwarder/quotes';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/**
 * The price estimate of one previewed order: the public quote for its product, receiver's country and boxes (the
 * figure the order form and the public calculator show for the same parcels). Asked for the rows on the shown page
 * only; identical rows share one answer.
 */
export function RowEstimate({ order }: { order: CreateOrderInput | null }) {
  const countries = useQuery(areaQueries.regionList({ level: 0 }));
  const countryCode = countries.data?.items.find((country) => country.id === order?.receiver.regionLv0Id)?.code;
  const request = order && countryCode ? { destinationCountryCode: countryCode, routingId: order.routingId, parcels: order.parcels } : null;
  const quote = useQuery({ ...logisticsQueries.quote(request ?? { destinationCountryCode: '', parcels: [] }), enabled: request !== null });
  const money = useQuoteMoney();
  if (!order) return <Text color="fg.muted">--</Text>;
  if (quote.isError) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {isApiError(quote.error) && quote.error.status === 429 ? <Trans>估算太频繁，稍后再试</Trans> : <Trans>暂时无法估算</Trans>}
      </Text>
    );
  }
  if (!quote.data) return <Skeleton height="4" width="16" />;
  const item = quote.data.items.find((candidate) => candidate.routingId === order.routingId);
  if (!item) {
    return (
      <Text fontSize="sm">
        <Trans>不送达</Trans>
      </Text>
    );
  }
  if (!item.price) return <Text fontSize="sm">{item.unavailableMessage}</Text>;
  const weight = item.chargeableWeightKg;
  return (
    <Text data-testid="row-estimate">
      {money(item.price.total, item.price)}{' '}
      <Text as="span" fontSize="xs" color="fg.muted">
        <Trans>（计费重 {weight} kg）</Trans>
      </Text>
    </Text>
  );
}
