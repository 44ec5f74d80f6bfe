import { fetchCaptcha, type Captcha } from '@forwarder/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CaptchaState =
  | { status: 'loading'; captcha: Captcha | null }
  | { status: 'ready'; captcha: Captcha }
  | { status: 'error'; captcha: null };

/**
 * The login captcha: a fresh one on mount, on `refresh()` (click on the image or the button, and
 * after every failed attempt since each is single-use), and when it expires. Not a cached query:
 * each call must yield a new captcha, and an older request is aborted by a newer one.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading', captcha: null });
  const controller = useRef<AbortController | null>(null);

  // Only asynchronous state updates here (the first render already says 'loading').
  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchCaptcha(current.signal).then(
      (captcha) => {
        if (!current.signal.aborted) setState({ status: 'ready', captcha });
      },
      () => {
        if (!current.signal.aborted) setState({ status: 'error', captcha: null });
      },
    );
  }, []);

  // The first one once the browser is idle: the page's hydration (and its first paint) goes first; a visitor who
  // reads the page meanwhile loses nothing, one who types has it long before the code field (issue 28).
  useEffect(() => {
    const cancel = whenIdle(load);
    return () => {
      cancel();
      controller.current?.abort();
    };
  }, [load]);

  const refresh = useCallback(() => {
    setState((previous) => ({ status: 'loading', captcha: previous.captcha }));
    load();
  }, [load]);

  // A new one a little before the server forgets it, so a slow typist never submits an expired code.
  const expiresIn = state.status === 'ready' ? state.captcha.expiresIn : null;
  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setTimeout(refresh, Math.max(expiresIn - 5, 1) * 1000);
    return () => clearTimeout(timer);
  }, [state.captcha, expiresIn, refresh]);

  return { ...state, refresh };
}

/** Runs `task` when the browser is idle (at once where it cannot tell: jsdom, older Safari); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
