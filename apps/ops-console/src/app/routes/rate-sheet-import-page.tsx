import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { RateSheetImport } from '../../features/rate-sheet-import/components/rate-sheet-import';

// A product's rate-sheet zones from a spreadsheet (/ops/rate-sheet-import?id=): admins only.
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>导入运价</Trans>}>
      <title>{t`导入运价`}</title>
      <RateSheetImport key={id} id={id} />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
