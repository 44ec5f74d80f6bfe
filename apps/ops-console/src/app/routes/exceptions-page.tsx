import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExceptionQueue } from '../../features/exceptions/components/exception-queue';

// Problem parcels (/ops/exceptions?kind=exception|stale).
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>问题件</Trans>}>
      <title>{t`问题件`}</title>
      <ExceptionQueue />
    </PageSection>
  );
}
