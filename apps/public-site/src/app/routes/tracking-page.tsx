import { Button, HStack, Stack } from '@chakra-ui/react';
import { logisticsQueries, operationKey, SitePage } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { PageSection, RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SafeHtml } from '../../features/articles/components/safe-html';
import { NavIntro, navIntroQuery } from '../../features/nav-pages/components/nav-intro';
import { TrackingNumbersInput } from '../../features/tracking/components/tracking-numbers-input';
import {
  TrackingResults,
  TrackingResultsSkeleton,
} from '../../features/tracking/components/tracking-results';
import { addWaybillNumbers, numbersFromSearch, trackingSearch } from '../../features/tracking/lib/tracking-input';
import { trackingView } from '../../features/tracking/lib/tracking-navigation';
import { paths } from '../../config/paths';
import { browserIsOffline, OFFLINE_SEARCH_MESSAGE } from '../../shared/forms/offline-search';
import { PageHead } from './page-head';
import type { PageData } from './page-data';

export const pageData: PageData = ({ url }) => [navIntroQuery(SitePage.OrderTracking), logisticsQueries.trackingList(numbersFromSearch(url.search))];

// Spec sections 2, 4, 5: /site/tracking. The result list lives in the URL (?numbers=A,B); see
// features/tracking/lib/tracking-navigation.ts for the reset rule.
export function Component() {
  const { t } = useLingui();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = trackingView(location, navigationType);
  const numbersKey = view.numbers.join(',');

  // Not coming back from the detail page: results cached by an earlier visit are dropped (the reset), so the
  // numbers in the URL are fetched afresh. Runs during the first render of this location, before the query reads.
  const [resetFor, setResetFor] = useState<string | null>(null);
  if (!view.restore && resetFor !== location.key) {
    queryClient.removeQueries({ queryKey: operationKey('getTrackingList') });
    setResetFor(location.key);
  }

  const query = useQuery(logisticsQueries.trackingList(view.numbers));

  return (
    <PageSection title={<Trans>运单追踪</Trans>}>
      <PageHead title={t`运单追踪`} />
      <NavIntro sitePage={SitePage.OrderTracking} renderHtml={(html) => <SafeHtml html={html} color="fg.muted" />} />
      {/* Keyed by the URL's numbers: the form starts again from the URL when it changes (back/forward, header link). */}
      <TrackingForm
        key={numbersKey}
        initialNumbers={view.numbers}
        searching={query.isFetching}
        onSearch={(numbers) => navigate({ search: trackingSearch(numbers) })}
      />
      {view.numbers.length === 0 ? null : query.isPending ? (
        <TrackingResultsSkeleton count={view.numbers.length} />
      ) : query.isError ? (
        // The request's own toast (spec section 8) has said why, in the page's language; never the raw error text.
        <RetryAlert title={<Trans>运单查询失败</Trans>} onRetry={() => void query.refetch()} />
      ) : (
        <TrackingResults results={query.data} numbers={view.numbers} />
      )}
    </PageSection>
  );
}

function TrackingForm({
  initialNumbers,
  searching,
  onSearch,
}: {
  initialNumbers: string[];
  searching: boolean;
  onSearch: (numbers: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const to = useLocalePath();
  const [numbers, setNumbers] = useState<string[]>(initialNumbers);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = addWaybillNumbers(numbers, draft).numbers;
    if (all.length === 0) {
      setError(t`请输入至少一个运单号`);
      return;
    }
    setNumbers(all);
    setDraft('');
    // Offline: the numbers stay as typed (chips) and the field says why nothing is searched.
    if (browserIsOffline()) {
      setError(i18n._(OFFLINE_SEARCH_MESSAGE));
      return;
    }
    setError(null);
    onSearch(all);
  };

  const onClear = () => {
    setNumbers([]);
    setDraft('');
    setError(null);
    if (initialNumbers.length > 0) onSearch([]);
  };

  return (
    // Before the page's scripts run, the browser submits the form itself (the numbers as `numbers` parameters): the
    // server renders the results.
    <form onSubmit={onSubmit} action={to(paths.tracking)} method="get" noValidate role="search" aria-label={t`运单追踪`}>
      {numbers.map((number) => (
        <input key={number} type="hidden" name="numbers" value={number} />
      ))}
      <Stack gap="4">
        <TrackingNumbersInput
          numbers={numbers}
          onNumbersChange={(next) => {
            setNumbers(next);
            setError(null);
          }}
          draft={draft}
          onDraftChange={setDraft}
          error={error}
        />
        <HStack gap="3">
          <Button type="submit" loading={searching}>
            <Trans>查询</Trans>
          </Button>
          <Button type="button" variant="outline" onClick={onClear}>
            <Trans>清空</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
