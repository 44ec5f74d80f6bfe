import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BatchDetail } from '../../features/batches/components/batch-detail';

// One batch (/ops/batch-detail?id=).
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>批次详情</Trans>}>
      <title>{t`批次详情`}</title>
      <BatchDetail key={id} id={id} />
    </PageSection>
  );
}
