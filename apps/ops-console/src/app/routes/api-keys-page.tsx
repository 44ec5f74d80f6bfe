import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiKeys } from '../../features/api-keys/components/api-keys';

// API keys of carriers and warehouse systems (/ops/api-keys): admins only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>API 密钥</Trans>}>
      <title>{t`API 密钥`}</title>
      <ApiKeys />
    </PageSection>
  );
}
