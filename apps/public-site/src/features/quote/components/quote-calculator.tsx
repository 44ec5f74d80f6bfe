import { Alert, Box, Button, Heading, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  areaQueries,
  EnumCategory,
  enumValues,
  isApiError,
  logisticsQueries,
  serverFieldErrors,
  systemQueries,
  type QuoteRequest,
  type TransportMode,
} from '@forwarder/api-client';
import { zodResolver } from '@forwarder/i18n/zod';
import { BOX_LINE_FIELDS, BoxLinesFields } from '@forwarder/quotes';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { emptyQuoteForm, MAX_QUOTE_LINES, quoteFormSchema, type QuoteFormOutput, type QuoteFormValues } from '../lib/quote-form';
import { QuoteResults } from './quote-results';

const toRequest = (values: QuoteFormOutput): QuoteRequest => ({
  destinationCountryCode: values.destinationCountryCode,
  parcels: values.parcels,
  ...(values.transportMode ? { transportMode: Number(values.transportMode) as TransportMode } : {}),
});

/** What the form reads before it can be filled in: the destination countries and the transport modes' names. */
export function quoteFormQueries() {
  return [areaQueries.regionList({ level: 0 }), systemQueries.enums([EnumCategory.TransportMode])] as const;
}

/**
 * The public cost calculator: destination, mode (or every mode) and the boxes; the server prices them with every
 * product serving the destination (no sign-in). Its refusals land on the fields; too many quotes say so.
 */
export function QuoteCalculator() {
  const { t } = useLingui();
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({ defaultValues: emptyQuoteForm, resolver: zodResolver(quoteFormSchema), mode: 'onTouched' });
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const quote = useQuery({ ...logisticsQueries.quote(request ?? { destinationCountryCode: '', parcels: [] }), enabled: request !== null });
  const [countriesQuery, enumsQuery] = quoteFormQueries();
  const countries = useQuery(countriesQuery);
  const enums = useQuery(enumsQuery);
  const transportMode = useWatch({ control: form.control, name: 'transportMode' });
  const country = countries.data?.items.find((item) => item.code === request?.destinationCountryCode);
  const errors = form.formState.errors;
  const quoteError = isApiError(quote.error) ? quote.error : null;
  const resultsRef = useRef<HTMLDivElement>(null);
  // Asking again for the same parcels asks the server again (the rates may have changed since).
  const ask = (next: QuoteRequest) => {
    if (request && JSON.stringify(request) === JSON.stringify(next)) void quote.refetch();
    else setRequest(next);
  };

  // The server's field errors go under the fields, as the client's would.
  useEffect(() => {
    if (!quoteError || quoteError.status !== 400 || !request) return;
    const fields = ['destinationCountryCode', 'transportMode', 'parcels', ...request.parcels.flatMap((_, i) => BOX_LINE_FIELDS.map((f) => `parcels.${i}.${f}`))];
    for (const { field, message } of serverFieldErrors(quoteError, fields)) form.setError(field as Path<QuoteFormValues>, { type: 'server', message });
  }, [quoteError, request, form]);

  // Focus moves to the results once they arrive for a new request, so screen-reader users hear them.
  useEffect(() => {
    if (quote.isSuccess) resultsRef.current?.querySelector<HTMLElement>('#quote-results-heading')?.focus();
  }, [quote.isSuccess, quote.dataUpdatedAt]);

  return (
    <Stack gap="8">
      <FormProvider {...form}>
        <form noValidate aria-label={t`运费估算`} onSubmit={form.handleSubmit((values) => ask(toRequest(values)))}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW={{ md: '3xl' }}>
              <FormField label={t`目的国家/地区`} required error={errors.destinationCountryCode?.message}>
                {/* One select from the first render on (disabled while the countries load): swapping a placeholder for
                    it would give the control a new element while its label keeps pointing at the old one. */}
                <NativeSelect.Root disabled={countries.isPending}>
                  <NativeSelect.Field {...form.register('destinationCountryCode')}>
                    <option value="">{t`请选择`}</option>
                    {(countries.data?.items ?? []).map((item) => (
                      <option key={item.code} value={item.code}>
                        {item.displayName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t`运输方式`} error={errors.transportMode?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('transportMode')}>
                    <option value="">{t`全部运输方式`}</option>
                    {enumValues(enums.data, EnumCategory.TransportMode).map((mode) => (
                      <option key={mode.value} value={String(mode.value)}>
                        {mode.displayName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <Box role="group" aria-labelledby="quote-boxes-heading">
              <Heading as="h2" size="md" id="quote-boxes-heading" mb="3">
                <Trans>包裹</Trans>
              </Heading>
              <BoxLinesFields transportMode={transportMode ? Number(transportMode) : undefined} maxLines={MAX_QUOTE_LINES} />
            </Box>
            {quoteError?.status === 429 ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>
                  <Trans>查询太频繁，请一分钟后再试。</Trans>
                </Alert.Title>
              </Alert.Root>
            ) : quoteError?.status === 400 ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{quoteError.message}</Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack>
              <Button type="submit" size="lg" loading={quote.isFetching}>
                <Trans>计算运费</Trans>
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
      <Box ref={resultsRef}>{quote.data && request ? <QuoteResults result={quote.data} countryName={country?.displayName ?? request.destinationCountryCode} /> : null}</Box>
    </Stack>
  );
}
