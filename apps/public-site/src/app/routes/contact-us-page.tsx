import { SitePage } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { SafeHtml } from '../../features/articles/components/safe-html';
import { ContactForm } from '../../features/contact/components/contact-form';
import { NavIntro, navIntroQuery } from '../../features/nav-pages/components/nav-intro';
import { PageHead } from './page-head';
import type { PageData } from './page-data';

export const pageData: PageData = () => [navIntroQuery(SitePage.ContactUs)];

// Spec section 2: /site/contact-us, the intro text of the nav item bound to site page 41 (when there is one) and
// the contact form. react-hook-form and zod load with this route's chunk only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>联系我们</Trans>}>
      <PageHead title={t`联系我们`} />
      <NavIntro sitePage={SitePage.ContactUs} renderHtml={(html) => <SafeHtml html={html} />} />
      <ContactForm />
    </PageSection>
  );
}
