import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { logisticsQueries, useSiteTimeZone } from '@forwarder/api-client';
import { countryName, useLocale, useLocalePath } from '@forwarder/i18n';
import { EstimatedArrival, ExceptionAlert, TrackingTimeline } from '@forwarder/tracking';
import { PageSection, RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { NoRecordFound } from '../../features/tracking/components/tracking-results';
import { numbersFromSearch, trackingSearch } from '../../features/tracking/lib/tracking-input';
import { backToListNumbers, type TrackingListState } from '../../features/tracking/lib/tracking-navigation';
import { paths } from '../../config/paths';
import type { PageData } from './page-data';
import { PageHead } from './page-head';

/** The waybill of `?number=`, checked like a number typed into the tracking box; null when there is none. */
function numberOf(params: URLSearchParams): string | null {
  return numbersFromSearch(`numbers=${encodeURIComponent(params.get('number') ?? '')}`)[0] ?? null;
}

export const pageData: PageData = ({ url }) => {
  const number = numberOf(url.searchParams);
  return [logisticsQueries.trackingList(number ? [number] : [])];
};

// Spec section 2: /site/tracking-detail?number=X, the full event timeline of one waybill (each event in the zone
// where it happened), with the ETA when staff set one and the open exception's explanation.
export function Component() {
  const { t } = useLingui();
  const to = useLocalePath();
  const locale = useLocale();
  const timeZone = useSiteTimeZone();
  const location = useLocation();
  const [params] = useSearchParams();
  const number = numberOf(params);
  const query = useQuery(logisticsQueries.trackingList(number ? [number] : []));
  const result = query.data?.[0];

  const backState: TrackingListState = { fromTrackingDetail: true };
  const back = `${to(paths.tracking)}${trackingSearch(backToListNumbers(location.state, number))}`;

  return (
    <PageSection title={<Trans>运单详情</Trans>}>
      <PageHead title={number ? `${number} - ${t`运单详情`}` : t`运单详情`} />
      <HStack>
        <Button asChild variant="outline" size="sm">
          <Link to={back} state={backState}>
            <Trans>返回查询结果</Trans>
          </Link>
        </Button>
      </HStack>
      {!number ? (
        <NoRecordFound />
      ) : query.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="8" width="60" />
          <Skeleton height="40" />
        </Stack>
      ) : query.isError ? (
        <RetryAlert title={<Trans>运单查询失败</Trans>} onRetry={() => void query.refetch()} />
      ) : !result?.found ? (
        <Stack gap="3">
          <Text fontFamily="mono" fontWeight="semibold" fontSize="lg">
            {number}
          </Text>
          <NoRecordFound />
        </Stack>
      ) : (
        <Stack gap="5">
          <HStack gap="3" flexWrap="wrap">
            <Text as="h2" fontFamily="mono" fontWeight="semibold" fontSize="xl">
              {result.waybillNumber}
            </Text>
            <Badge colorPalette="brand" size="lg">
              {result.statusDisplayName}
            </Badge>
            {result.originCountryCode && result.destinationCountryCode ? (
              <Text color="fg.muted" fontSize="sm">
                {countryName(result.originCountryCode, locale)} → {result.destinationCountryDisplayName ?? countryName(result.destinationCountryCode, locale)}
              </Text>
            ) : null}
          </HStack>
          <EstimatedArrival eta={result.eta} timeZone={timeZone} fontWeight="medium" />
          {result.exception ? <ExceptionAlert exception={result.exception} timeZone={timeZone} /> : null}
          <TrackingTimeline events={result.events} />
        </Stack>
      )}
    </PageSection>
  );
}
