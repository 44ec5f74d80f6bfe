import { Badge, Box, Card, EmptyState, HStack, Link as ChakraLink, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { useSiteTimeZone, type TrackingResult } from '@forwarder/api-client';
import { formatEventTime, useLocalePath } from '@forwarder/i18n';
import { EstimatedArrival, eventDescription, ExceptionAlert } from '@forwarder/tracking';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TrackingDetailState } from '../lib/tracking-navigation';

/** Spec section 8: 'No Record found' when there is no waybill data. */
export function NoRecordFound() {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Title>
          <Trans>暂无记录</Trans>
        </EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function TrackingResultsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="3" aria-busy="true">
      {Array.from({ length: Math.max(1, Math.min(count, 3)) }, (_, i) => (
        <Skeleton key={i} height="20" rounded="l3" />
      ))}
    </Stack>
  );
}

export function TrackingResults({ results, numbers }: { results: TrackingResult[]; numbers: string[] }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const timeZone = useSiteTimeZone();
  if (!results.some((r) => r.found)) return <NoRecordFound />;
  const state: TrackingDetailState = { trackingNumbers: numbers };
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t`查询结果`}>
      {results.map((result) => {
        const last = result.events[0];
        return (
          <Card.Root as="li" key={result.waybillNumber} size="sm" variant="outline">
            <Card.Body>
              <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
                <VStack align="flex-start" gap="1">
                  <Text as="h2" fontFamily="mono" fontWeight="semibold" fontSize="lg">
                    {result.waybillNumber}
                  </Text>
                  {result.found ? (
                    <>
                      {result.destinationCountryDisplayName ? (
                        <Text fontSize="sm" color="fg.muted">
                          <Destination name={result.destinationCountryDisplayName} />
                        </Text>
                      ) : null}
                      {last ? (
                        <Text fontSize="sm">
                          <time dateTime={last.time}>{formatEventTime(last)}</time> · {[last.location, eventDescription(last)].filter(Boolean).join(' · ')}
                        </Text>
                      ) : null}
                      <EstimatedArrival eta={result.eta} timeZone={timeZone} fontSize="sm" fontWeight="medium" />
                    </>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>暂无记录</Trans>
                    </Text>
                  )}
                </VStack>
                <VStack align="flex-end" gap="2">
                  {result.found ? (
                    <Badge colorPalette="brand" size="lg">
                      {result.statusDisplayName}
                    </Badge>
                  ) : (
                    <Badge colorPalette="gray" size="lg">
                      <Trans>未找到</Trans>
                    </Badge>
                  )}
                  {result.found ? (
                    <ChakraLink asChild color="brand.fg" fontSize="sm">
                      <Link
                        to={`${to(paths.trackingDetail)}?number=${encodeURIComponent(result.waybillNumber)}`}
                        state={state}
                      >
                        <Trans>查看详情</Trans>
                        <Box as="span" srOnly>
                          {result.waybillNumber}
                        </Box>
                      </Link>
                    </ChakraLink>
                  ) : null}
                </VStack>
              </HStack>
              {result.found && result.exception ? (
                <Box mt="3">
                  <ExceptionAlert exception={result.exception} size="sm" timeZone={timeZone} />
                </Box>
              ) : null}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

function Destination({ name }: { name: string }) {
  return <Trans>目的地：{name}</Trans>;
}
