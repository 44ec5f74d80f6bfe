import { Text } from '@chakra-ui/react';
import { routeCatalogLoader, type RouteCatalogLoader } from '@forwarder/i18n';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { QuoteCalculator, quoteFormQueries } from '../../features/quote/components/quote-calculator';
import type { PageData } from './page-data';
import { PageHead } from './page-head';

// The page's strings are the quote route catalog (not in the first load of the other pages): loaded in the URL's
// language before the page renders, and again in the other language when the visitor switches on this page.
// Declared here, not beside the main catalog's loader, so its chunk map stays out of the first load.
const loadQuoteCatalog: RouteCatalogLoader = (locale) => import(`../../locales/${locale}/quote.po`);
export const loader = routeCatalogLoader(loadQuoteCatalog);

export const pageData: PageData = () => quoteFormQueries();

// /site/quote: the public cost calculator (issue 13), a site service page beside tracking and contact us. Its form
// (react-hook-form, zod, the box lines) loads with this route's chunk only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>运费估算</Trans>}>
      <PageHead title={t`运费估算`} />
      <Text color="fg.muted" mb="6">
        <Trans>输入目的地和每箱的重量、尺寸，查看各运输产品的计费重、运费明细和时效。无需登录。</Trans>
      </Text>
      <QuoteCalculator />
    </PageSection>
  );
}
