import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

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

/** 'You are offline' banner (spec section 2/8), shown while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Box bg="orange.solid" color="orange.contrast" textAlign="center" py="2" px="4" fontSize="sm" fontWeight="medium">
          <Trans>您已离线</Trans>
        </Box>
      )}
    </Box>
  );
}
