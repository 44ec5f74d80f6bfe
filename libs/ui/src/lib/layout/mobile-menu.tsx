import type { Locale } from '@forwarder/i18n';
import { lazy, type ReactNode } from 'react';
import type { NavItemLike } from '../nav/nav-item-path';
import { MenuDrawerButton } from './menu-drawer-button';

// The Drawer (Ark dialog machine, focus trap, presence) is a lazy chunk loaded on the first open.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

export interface MobileMenuProps {
  items: NavItemLike[];
  locale: Locale;
  /** Extra entries under the navigation (old website, login). */
  footer?: ReactNode;
}

/** The public site's hamburger button and slide-in navigation below the lg breakpoint (992 px). */
export function MobileMenu({ items, locale, footer }: MobileMenuProps) {
  return (
    <MenuDrawerButton
      preload={loadDrawer}
      renderDrawer={(open, onOpenChange) => (
        <MobileMenuDrawer open={open} onOpenChange={onOpenChange} items={items} locale={locale} footer={footer} />
      )}
    />
  );
}
