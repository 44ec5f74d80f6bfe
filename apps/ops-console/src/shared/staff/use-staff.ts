import { opsQueries, StaffRole } from '@forwarder/api-client/ops';
import type { MenuFilterHook } from '@forwarder/portal-shell';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../config/paths';

/** The signed-in staff member (`/api/ops/me`): name and role. */
export function useStaffMe() {
  return useQuery(opsQueries.me());
}

/** Pages only admins may use (the server refuses operators with 403 `Ops:AdminOnly`). */
const ADMIN_PATHS: readonly string[] = [paths.staff, paths.apiKeys, paths.siteSettings, paths.products, paths.siteNav, paths.chargeTypes, paths.exchangeRates];

/**
 * The console's menu filter: operators do not see the admins' items (a hidden item is not access control: the page
 * says "admins only" and the server refuses). Until the role is known the admins' items stay hidden, so an operator
 * never sees one flash.
 */
export const useStaffMenuFilter: MenuFilterHook = () => {
  const me = useStaffMe();
  const admin = me.data?.role === StaffRole.Admin;
  return (item) => admin || !ADMIN_PATHS.includes(item.path);
};
