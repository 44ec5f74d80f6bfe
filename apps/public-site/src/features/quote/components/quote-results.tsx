import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EnumCategory, enumValues, systemQueries, type QuoteItem, type QuoteResult } from '@forwarder/api-client';
import { QuoteBreakdown, useQuoteMoney } from '@forwarder/quotes';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/**
 * The quote, one card per product serving the destination: name and mode, transit time, chargeable weight and the
 * total with its breakdown; a product that cannot take these parcels says why (in the request's language).
 */
export function QuoteResults({ result, countryName }: { result: QuoteResult; countryName: string }) {
  const { parcelCount, totalWeightKg } = result;
  const available = result.items.filter((item) => item.available).length;
  return (
    <Stack as="section" aria-labelledby="quote-results-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="quote-results-heading" tabIndex={-1}>
          <Trans>报价结果</Trans>
        </Heading>
        <Text color="fg.muted" role="status">
          <Trans>
            寄往 {countryName}：<Plural value={parcelCount} other="# 箱" />，实际重量 {totalWeightKg} kg。
          </Trans>{' '}
          <Plural value={available} _0="没有可用的运输产品。" other="# 个产品可用。" />
        </Text>
      </Stack>
      {result.items.length === 0 ? (
        <Text>
          <Trans>暂无送达该国家/地区的运输产品，请联系我们询价。</Trans>
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4">
          {result.items.map((item) => (
            <QuoteCard key={item.routingId} item={item} />
          ))}
        </SimpleGrid>
      )}
      <Text fontSize="sm" color="fg.muted">
        <Trans>报价为估算：运费按入库实测的重量和尺寸计算。</Trans>
      </Text>
    </Stack>
  );
}

function QuoteCard({ item }: { item: QuoteItem }) {
  const { t } = useLingui();
  const money = useQuoteMoney();
  const enums = useQuery(systemQueries.enums([EnumCategory.TransportMode]));
  const mode = enumValues(enums.data, EnumCategory.TransportMode).find((value) => value.value === item.transportMode)?.displayName ?? '';
  const { displayName, transitDaysMin, transitDaysMax, chargeableWeightKg } = item;
  const headingId = `quote-${item.routingId}`;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId} data-testid="quote-item" data-routing-code={item.routingCode}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1">
            <Heading as="h3" size="md" id={headingId}>
              {displayName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {mode} · <Trans>时效 {transitDaysMin}–{transitDaysMax} 天</Trans>
            </Text>
          </Stack>
          {item.price ? (
            <Stack gap="0" align="flex-end">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="quote-total">
                {money(item.price.total, item.price)}
              </Text>
              <Text fontSize="sm">
                <Trans>计费重 {chargeableWeightKg} kg</Trans>
              </Text>
            </Stack>
          ) : (
            <Badge colorPalette="gray" variant="subtle">
              <Trans>不可用</Trans>
            </Badge>
          )}
        </HStack>
        {item.description ? <Text fontSize="sm">{item.description}</Text> : null}
        {item.price ? (
          <Box as="details">
            <Box as="summary" cursor="pointer" color="brand.fg" fontSize="sm">
              <Trans>费用明细</Trans>
            </Box>
            <Box pt="2">
              <QuoteBreakdown item={item} price={item.price} label={t`${displayName} 的费用明细`} />
            </Box>
          </Box>
        ) : (
          <Text fontSize="sm">{item.unavailableMessage}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
