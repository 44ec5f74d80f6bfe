import { Skeleton } from '@chakra-ui/react';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataRecordDetail } from './data-record-detail';
import { DataRecordList } from './data-record-list';

// The upload form (react-hook-form, zod) is a chunk of its own: the list and the detail do not need it.
const UploadForm = lazy(() => import('./upload-form').then((module) => ({ default: module.UploadForm })));

export type DataManagementView = { kind: 'list' } | { kind: 'detail'; id: string } | { kind: 'new' };

/** Which view the search params ask for: `?new=1` the upload form, `?id=<id>` a record, else the list. */
export function dataManagementView(params: URLSearchParams): DataManagementView {
  if (params.get('new') === '1') return { kind: 'new' };
  const id = params.get('id');
  if (id) return { kind: 'detail', id };
  return { kind: 'list' };
}

/**
 * Data management (spec section 2) as both portals show it on `/user/merchant-datas` and `/merchant/merchant-datas`:
 * the heading and document title, then the views. A portal's route file only re-exports it as its `Component`.
 */
export function DataManagementPage() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>数据管理</Trans>}>
      <title>{t`数据管理`}</title>
      <DataManagementViews />
    </PageSection>
  );
}

/**
 * The whole data-management feature on one route: list (filters in the URL), detail (`?id=`) and upload
 * (`?new=1`). Links stay on the current path (language prefix included) and change only the search.
 */
export function DataManagementViews() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = dataManagementView(params);
  if (view.kind === 'detail') return <DataRecordDetail key={view.id} id={view.id} />;
  if (view.kind === 'new') {
    return (
      <Suspense fallback={<Skeleton height="64" aria-busy="true" />}>
        <UploadForm onCreated={(record) => navigate({ search: `?id=${encodeURIComponent(record.id)}` })} />
      </Suspense>
    );
  }
  return <DataRecordList />;
}
