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
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
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
 * Listens for Vite's `vite:preloadError` (a lazy chunk or its CSS failed to load) and reloads
 * once per interval; when the guard declines, the error goes on to the route's error page.
 * Mounted once per app (an effect, not a module-level listener: no browser globals at import).
 */
export function useChunkReloadGuard(options?: Omit<ChunkReloadOptions, 'now'>): void {
  const storage = options?.storage;
  const reload = options?.reload;
  const online = options?.online;
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError({ storage, reload, online })) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [storage, reload, online]);
}

/** Component form of `useChunkReloadGuard`, for an app's provider tree. */
export function ChunkReloadGuard() {
  useChunkReloadGuard();
  return null;
}
