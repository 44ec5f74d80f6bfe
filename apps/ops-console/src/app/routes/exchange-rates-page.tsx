import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExchangeRates } from '../../features/exchange-rates/components/exchange-rates';

// Exchange rates for charges in another currency (/ops/exchange-rates, issue 29): admins record, staff read.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>汇率</Trans>}>
      <title>{t`汇率`}</title>
      <ExchangeRates />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
