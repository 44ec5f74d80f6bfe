import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChargeTypes } from '../../features/charge-types/components/charge-types';

// The charge types staff add to orders' charges (/ops/charge-types, issue 29): admins edit, staff read.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>费用类型</Trans>}>
      <title>{t`费用类型`}</title>
      <ChargeTypes />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
