import { Text } from '@chakra-ui/react';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { QuoteCalculator } from '../../features/quote/components/quote-calculator';
import { PageTitle } from './page-title';

// /site/quote: the public cost calculator (issue 13), a site service page beside tracking and contact us. Its form
// (react-hook-form, zod, the box lines) loads with this route's chunk only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>运费估算</Trans>}>
      <PageTitle title={t`运费估算`} />
      <Text color="fg.muted" mb="6">
        <Trans>输入目的地和每箱的重量、尺寸，查看各运输产品的计费重、运费明细和时效。无需登录。</Trans>
      </Text>
      <QuoteCalculator />
    </PageSection>
  );
}
