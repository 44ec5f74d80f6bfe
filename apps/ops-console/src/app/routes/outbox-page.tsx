import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailList } from '../../features/mail/components/mail-list';

// The outbox (/ops/outbox): every mail the portal sends and its delivery; without SMTP_URL, where mails wait.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>发件箱</Trans>}>
      <title>{t`发件箱`}</title>
      <MailList />
    </PageSection>
  );
}
