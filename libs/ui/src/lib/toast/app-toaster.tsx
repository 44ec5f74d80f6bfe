import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { CloseIcon } from '../layout/icons';
import {
  currentFallbackToasts,
  dismissFallbackToast,
  loadToaster,
  subscribeFallbackToasts,
  subscribeToastRequests,
  toastsRequested,
  type FallbackToast,
} from './toast';

const NONE: readonly FallbackToast[] = [];

/**
 * The toast host of an app: render once inside `UiProvider`. It stays empty (and its chunk unloaded) until the first
 * `showToast` / `showRequestErrorToast`. The chunk is awaited by hand, not through `React.lazy`: a chunk that cannot
 * load (server gone) must not throw into the app's tree; those toasts show in a plain fallback instead.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  const fallback = useSyncExternalStore(subscribeFallbackToasts, currentFallbackToasts, () => NONE);
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!requested || View) return undefined;
    let live = true;
    loadToaster().then(
      (module) => live && setView(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [requested, View, fallback]);
  return (
    <>
      {View ? <View /> : null}
      {fallback.length > 0 ? <FallbackToasts toasts={fallback} /> : null}
    </>
  );
}

/** Top-centre like the real toasts, red for errors; each stays until closed. */
function FallbackToasts({ toasts }: { toasts: readonly FallbackToast[] }) {
  const { t } = useLingui();
  return (
    <Stack position="fixed" top="4" insetX="4" mx="auto" maxW="350px" zIndex="toast" gap="2">
      {toasts.map((toast) => (
        <HStack
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          align="start"
          gap="3"
          p="4"
          rounded="l2"
          boxShadow="lg"
          bg={toast.type === 'error' ? 'red.solid' : 'bg.inverted'}
          color={toast.type === 'error' ? 'red.contrast' : 'fg.inverted'}
        >
          <Box flex="1">
            <Text fontWeight="semibold">{toast.title}</Text>
            {toast.description ? <Text fontSize="sm">{toast.description}</Text> : null}
          </Box>
          <IconButton size="2xs" variant="plain" color="inherit" aria-label={t`关闭`} onClick={() => dismissFallbackToast(toast.id)}>
            <CloseIcon />
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}
