import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { MessageDetail } from '../../features/messages/components/message-detail';

// One contact message (/ops/message-detail?id=); opening it marks it read.
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>留言详情</Trans>}>
      <title>{t`留言详情`}</title>
      <MessageDetail key={id} id={id} />
    </PageSection>
  );
}
