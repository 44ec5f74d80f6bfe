import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@forwarder/i18n';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItemLike } from '../nav/nav-item-path';
import { MenuIcon } from './icons';

// The Drawer (Ark dialog machine, focus trap, presence) is a lazy chunk loaded on the first open.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

export interface MobileMenuProps {
  items: NavItemLike[];
  locale: Locale;
  /** Extra entries under the navigation (old website, login). */
  footer?: ReactNode;
}

/** Hamburger button and slide-in menu below the lg breakpoint (992 px); closes on route change. */
export function MobileMenu({ items, locale, footer }: MobileMenuProps) {
  const { t } = useLingui();
  // Open for the location it was opened at: a route change closes it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <IconButton
        hideFrom="lg"
        variant="ghost"
        aria-label={t`打开菜单`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} items={items} locale={locale} footer={footer} />
        </Suspense>
      ) : null}
    </>
  );
}
