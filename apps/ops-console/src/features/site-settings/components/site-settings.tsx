import { Skeleton, Stack } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsQueries, StaffRole } from '@forwarder/api-client/ops';
import { RetryAlert } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { SiteSettingsForm } from './site-settings-form';

// The company details on statements and invoices (issue 29): their own form, loaded after the site settings'.
const BillingSettingsSection = lazy(() => import('./billing-settings-form').then((module) => ({ default: module.BillingSettingsSection })));

/** Site settings (admins only): operators get the console's "admins only" refusal, and the settings are never asked for. */
export function SiteSettings() {
  const me = useStaffMe();
  if (me.isError) return <RetryAlert title={<Trans>账号信息加载失败</Trans>} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height="24" aria-busy="true" />;
  if (me.data.role !== StaffRole.Admin) return <SettingsAdminsOnly />;
  return <LoadedSettings />;
}

function SettingsAdminsOnly() {
  return (
    <AdminsOnly>
      <Trans>站点设置（标志、联系方式、备案号、统计代码）由管理员修改，请联系管理员。</Trans>
    </AdminsOnly>
  );
}

function LoadedSettings() {
  const settings = useQuery(opsQueries.siteSettings());
  if (isApiError(settings.error) && settings.error.status === 403) return <SettingsAdminsOnly />;
  if (settings.isError) return <RetryAlert title={<Trans>站点设置加载失败</Trans>} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton height="96" aria-busy="true" />;
  return (
    <Stack gap="6">
      <SiteSettingsForm settings={settings.data} />
      <Suspense fallback={<Skeleton height="48" aria-busy="true" />}>
        <BillingSettingsSection />
      </Suspense>
    </Stack>
  );
}
