import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { MailDetail } from '../../features/mail/components/mail-detail';

// One mail of the outbox (/ops/mail-detail?id=): its text and delivery, and an admin's retry when it failed.
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>邮件详情</Trans>}>
      <title>{t`邮件详情`}</title>
      <MailDetail key={id} id={id} />
    </PageSection>
  );
}
