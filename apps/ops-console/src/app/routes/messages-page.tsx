import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageList } from '../../features/messages/components/message-list';

// The contact inbox (/ops/messages): what visitors and customers sent through the public site's contact form.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>留言</Trans>}>
      <title>{t`留言`}</title>
      <MessageList />
    </PageSection>
  );
}
