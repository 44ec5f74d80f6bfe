import { Box } from '@chakra-ui/react';
import { lazy, type ReactNode } from 'react';
import { SideMenu, type SideMenuItem } from '../side-menu';
import { MenuDrawerButton } from './menu-drawer-button';

// The same lazy Drawer chunk as the public site's menu: loaded on the first open.
const loadDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadDrawer);

export interface SideMenuButtonProps {
  /** The menu's name: the drawer's heading and the navigation's accessible name ("会员菜单"). */
  label: string;
  items: SideMenuItem[];
  /** Under the menu: links the header shows only from md up (Home, the centre). */
  footer?: ReactNode;
}

/**
 * A portal's side menu below the lg breakpoint, where the side column is hidden (spec section 2): the menu button
 * of the user header and the drawer holding the same items, which closes on route change.
 */
export function SideMenuButton({ label, items, footer }: SideMenuButtonProps) {
  return (
    <MenuDrawerButton
      preload={loadDrawer}
      renderDrawer={(open, onOpenChange) => (
        <MenuDrawer open={open} onOpenChange={onOpenChange} title={label}>
          <SideMenu label={label} items={items} />
          {footer ? (
            <Box mt="6" pt="4" borderTopWidth="1px" borderColor="border">
              {footer}
            </Box>
          ) : null}
        </MenuDrawer>
      )}
    />
  );
}
