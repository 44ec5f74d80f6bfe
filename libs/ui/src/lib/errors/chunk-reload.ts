import { useEffect } from 'react';

/** Spec section 8/9: a failed script chunk reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'forwarder:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

/** True for the errors a browser raises when a lazy chunk (usually of an older deploy) cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** `navigator.onLine`, taken as true where there is no navigator (tests, server). */
const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export interface ChunkReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
  /** Whether the browser has a connection (`navigator.onLine` by default). */
  online?: () => boolean;
}

/**
 * Reloads the page unless it did so less than 60 s ago (timestamp in sessionStorage, so a chunk
 * that stays missing cannot cause a reload loop), or the browser is offline: then the chunk failed for want of a
 * connection, not because a deploy replaced it, and a reload would swap the page (and its offline banner) for the
 * browser's own error page. Returns whether it reloaded.
 */
export function reloadForChunkError(options: ChunkReloadOptions = {}): boolean {
  const online = options.online ?? browserOnline;
  if (!online()) return false;
  const storage = options.storage ?? safeSessionStorage();
  const now = options.now ?? Date.now();
  const last = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Storage full or denied: without the timestamp a reload could loop, so do not reload.
    return false;
  }
  if (!storage) return false;
  (options.reload ?? (() => window.location.reload()))();
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the server answers at all (any status below 500 for this page's URL). A chunk that failed while the server
 * is down (or a proxy answers 502) is not a deploy's missing chunk: a reload would only trade the app for the
 * browser's own error page.
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.status < 500;
  } catch {
    return false;
  }
}

export interface ChunkReloadWhenReachableOptions extends ChunkReloadOptions {
  /** Whether the server answers (`serverAnswers` by default). */
  reachable?: () => Promise<boolean>;
}

/**
 * `reloadForChunkError`, once the server has been seen to answer: online with the server down (the tracking page
 * after its server stopped), the failed chunk's error stays on the page (route error page, toast fallback).
 */
export async function reloadForChunkErrorWhenReachable(options: ChunkReloadWhenReachableOptions = {}): Promise<boolean> {
  const online = options.online ?? browserOnline;
  if (!online()) return false;
  if (!(await (options.reachable ?? serverAnswers)())) return false;
  return reloadForChunkError(options);
}

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk or its CSS failed to load) and reloads once per interval when
 * the server answers. The event is not cancelled: the error goes on to whoever imported the chunk (the route's error
 * page, the toast's fallback) and stays there when no reload follows.
 * Mounted once per app (an effect, not a module-level listener: no browser globals at import).
 */
export function useChunkReloadGuard(options?: Omit<ChunkReloadWhenReachableOptions, 'now'>): void {
  const storage = options?.storage;
  const reload = options?.reload;
  const online = options?.online;
  const reachable = options?.reachable;
  useEffect(() => {
    const onPreloadError = () => {
      void reloadForChunkErrorWhenReachable({ storage, reload, online, reachable });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [storage, reload, online, reachable]);
}

/** Component form of `useChunkReloadGuard`, for an app's provider tree. */
export function ChunkReloadGuard() {
  useChunkReloadGuard();
  return null;
}
