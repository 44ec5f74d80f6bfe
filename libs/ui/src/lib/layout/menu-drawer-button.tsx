import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from './icons';

export interface MenuDrawerButtonProps {
  /**
   * The drawer, rendered from the first open on (so a lazy drawer's chunk loads only then). It gets the open state
   * and its setter; a route change closes it.
   */
  renderDrawer: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}

/**
 * The hamburger button below the lg breakpoint (992 px) and the drawer it opens (spec section 2: a slide-in menu
 * that closes on route change). Shared by the public site's header and the portals' user header.
 */
export function MenuDrawerButton({ renderDrawer }: MenuDrawerButtonProps) {
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
        flexShrink={0}
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
      {loaded ? <Suspense fallback={null}>{renderDrawer(open, setOpen)}</Suspense> : null}
    </>
  );
}
