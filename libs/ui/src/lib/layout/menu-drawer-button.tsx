import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from './icons';

export interface MenuDrawerButtonProps {
  /**
   * The drawer, rendered from the first open on (so a lazy drawer's chunk loads only then). It gets the open state
   * and its setter; a route change closes it.
   */
  renderDrawer: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
  /**
   * Loads the drawer's chunk. Called when the button shows (below lg), at the first interaction or once the page has
   * settled, so the menu still opens after the connection is lost.
   */
  preload?: () => Promise<unknown>;
}

/** A drawer whose chunk failed to load renders nothing; the next tap tries again. */
class DrawerBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const BELOW_LG = '(max-width: 991.98px)';
const PRELOAD_AFTER_MS = 8000;
const INTENT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * The hamburger button below the lg breakpoint (992 px) and the drawer it opens (spec section 2: a slide-in menu
 * that closes on route change). Shared by the public site's header and the portals' user header.
 */
export function MenuDrawerButton({ renderDrawer, preload }: MenuDrawerButtonProps) {
  const { t } = useLingui();
  // Open for the location it was opened at: a route change closes it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!preload || !window.matchMedia?.(BELOW_LG).matches) return undefined;
    // Not while the page itself loads (on a phone's connection its own pictures and scripts come first): at the
    // visitor's first touch, key or scroll, or once the page has settled.
    const start = () => {
      stop();
      void preload().catch(() => undefined);
    };
    const timer = setTimeout(start, PRELOAD_AFTER_MS);
    const options = { passive: true, capture: true } as const;
    for (const event of INTENT_EVENTS) window.addEventListener(event, start, options);
    function stop() {
      clearTimeout(timer);
      for (const event of INTENT_EVENTS) window.removeEventListener(event, start, options);
    }
    return stop;
  }, [preload]);

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
      {loaded ? (
        <DrawerBoundary onError={() => setLoaded(false)}>
          <Suspense fallback={null}>{renderDrawer(open, setOpen)}</Suspense>
        </DrawerBoundary>
      ) : null}
    </>
  );
}
