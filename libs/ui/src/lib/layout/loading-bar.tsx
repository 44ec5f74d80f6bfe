import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Spec section 9: loading bar duration 5000 ms, throttle 200 ms. */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
const FINISH_MS = 300;

type Phase = 'hidden' | 'start' | 'running' | 'done';

const RUNNING_TRANSITION = `width ${LOADING_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
const DONE_TRANSITION = `width ${FINISH_MS / 2}ms ease-out, opacity ${FINISH_MS / 2}ms ease-out ${FINISH_MS / 2}ms`;

/**
 * Router-level loading bar driven by `useNavigation()`: appears only when a navigation takes
 * longer than 200 ms, creeps to ~90 % over 5 s, and completes when the router is idle again.
 */
export function LoadingBar() {
  const { t } = useLingui();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  const [wasBusy, setWasBusy] = useState(busy);

  // Idle again: complete a visible bar (state adjusted while rendering, not in an effect).
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && phase !== 'hidden') setPhase('done');
  }

  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setPhase('start'), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase === 'start') {
      // One frame at 0 % so the width transition to 90 % runs.
      const frame = requestAnimationFrame(() => setPhase('running'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('hidden'), FINISH_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'hidden') return null;
  const width = phase === 'start' ? '0%' : phase === 'running' ? '90%' : '100%';
  const transition = phase === 'running' ? RUNNING_TRANSITION : phase === 'done' ? DONE_TRANSITION : 'none';
  return (
    <Box
      role="progressbar"
      aria-label={t`页面加载中`}
      aria-busy={phase !== 'done'}
      data-phase={phase}
      position="fixed"
      top="0"
      insetStart="0"
      h="3px"
      zIndex="toast"
      bg="brand.solid"
      pointerEvents="none"
      style={{ width, transition, opacity: phase === 'done' ? 0 : 1 }}
    />
  );
}
