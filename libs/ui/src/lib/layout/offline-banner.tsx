import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser reports a connection (true on the server: no banner in server HTML). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A click on a link that would load a new document (another app, a plain `href`): the router did not take it
 * (`defaultPrevented` stays false when the event reaches the document, after React's listener on the root).
 */
function leavesThePage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  return samePage && url.hash ? null : anchor;
}

/**
 * While offline, a link that would load a new document is held: the browser would replace the app (and this banner)
 * with its own error page. The banner says why nothing happened; links the router handles go on as usual (their
 * chunk, if missing, fails into the route's error page, which offers a retry).
 */
function useHoldPageLoadsOffline(online: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (online) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!leavesThePage(event)) return;
      event.preventDefault();
      setHeld(true);
    };
    // Back online, the next time offline starts without the message.
    const onOnline = () => setHeld(false);
    document.addEventListener('click', onClick);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('online', onOnline);
    };
  }, [online]);
  return held && !online;
}

/**
 * 'You are offline' banner (spec section 2/8), shown while the browser is offline. It stays at the top of the
 * viewport while the page scrolls (sticky) and uses the palette's text-on-subtle pair, which passes AA contrast.
 */
export function OfflineBanner() {
  const online = useOnline();
  const held = useHoldPageLoadsOffline(online);
  return (
    <Box role="status" aria-live="polite" position="sticky" top="0" zIndex="banner">
      {online ? null : (
        <Box
          bg="orange.subtle"
          color="orange.fg"
          borderBottomWidth="1px"
          borderColor="orange.muted"
          textAlign="center"
          py="2"
          px="4"
          fontSize="sm"
          fontWeight="medium"
        >
          <Trans>您已离线</Trans>
          {held ? (
            <>
              {' '}
              <Trans>连接恢复后才能打开这个页面。</Trans>
            </>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
