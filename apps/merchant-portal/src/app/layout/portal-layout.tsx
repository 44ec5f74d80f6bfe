import { useLingui } from '@lingui/react/macro';
import { PortalLayout as SharedPortalLayout } from '@forwarder/portal-shell';
import { menu } from '../menu';
import { fullWidthPaths } from '../paths';

// The "merchant" layout of spec section 2, with this portal's menu.
export function PortalLayout() {
  const { t } = useLingui();
  return <SharedPortalLayout menuLabel={t`商家菜单`} menu={menu} fullWidthPaths={fullWidthPaths} />;
}
