import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as ToasterViewModule from './toaster-view';

/** What a toast shows. `type` picks the colour (error is red). */
export interface ToastInput {
  type: 'error' | 'success' | 'info' | 'warning';
  title: string;
  description?: string;
  /**
   * The toast's cause: a toast with the id of one still showing replaces it instead of stacking a copy (five start-up
   * calls failing for one reason say it once). Without it, every toast is a new one.
   */
  id?: string;
}

/**
 * The fields of a failed request this lib reads: structural, so `libs/ui` needs no API client
 * (the client's `ApiError` is assignable). Kinds follow the spec's error catalogue (section 8).
 */
export interface RequestErrorLike {
  kind: 'server' | 'server-without-message' | 'no-response' | 'request-build' | 'cancelled';
  message: string;
}

type ToasterModule = typeof ToasterViewModule;

// The toaster (Ark/zag toast machine + Chakra's toast recipe) is a lazy chunk: most visits never
// show a toast, so the first one pays for it. Until then only this small module is loaded.
let toasterModule: Promise<ToasterModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** The toaster's chunk; a failed load is forgotten, so the next toast tries again. */
export function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import('./toaster-view').catch((error: unknown) => {
    toasterModule = null;
    throw error;
  });
  return toasterModule;
}

// Toasts whose chunk could not load (the server stopped answering after the page loaded: the very moment a request
// error toast is due). Shown by `<AppToaster>` from the first-load code, so the error path needs no lazy chunk.
export interface FallbackToast extends ToastInput {
  id: string;
}
let fallbackToasts: readonly FallbackToast[] = [];
let nextFallbackId = 1;
const fallbackListeners = new Set<() => void>();

function setFallbackToasts(next: readonly FallbackToast[]) {
  fallbackToasts = next;
  for (const listener of fallbackListeners) listener();
}

export function subscribeFallbackToasts(listener: () => void): () => void {
  fallbackListeners.add(listener);
  return () => fallbackListeners.delete(listener);
}

export const currentFallbackToasts = (): readonly FallbackToast[] => fallbackToasts;

export function dismissFallbackToast(id: string): void {
  setFallbackToasts(fallbackToasts.filter((toast) => toast.id !== id));
}

/** Subscribes to "a toast was requested" (the `<AppToaster>` host mounts the toaster then). */
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

/**
 * Shows a toast top-centre (spec section 9: max width 350 px). Safe to call from anywhere,
 * including an API client's error callback outside React; `<AppToaster />` must be mounted.
 */
export function showToast(input: ToastInput): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return loadToaster().then(
    ({ toaster }) => {
      // zag's store updates the toast of an id it already shows (it moves nothing and adds none); an id given as
      // `undefined` would replace the one it makes up, so none is passed without one.
      const { id, type, title, description } = input;
      toaster.create({ ...(id ? { id } : {}), type, title, description, closable: true });
    },
    () => {
      const id = input.id ?? `fallback-${nextFallbackId++}`;
      setFallbackToasts([...fallbackToasts.filter((toast) => toast.id !== id).slice(-4), { ...input, id }]);
    },
  );
}

/**
 * The toast of a failed request (spec section 8). Returns the input it showed, or null for a
 * cancelled request (no toast). Its id is its cause (the kind of failure and the server's message): requests failing
 * for the same reason (the server unreachable while a page loads its data) show one toast, not one each.
 *
 * The spec asks for a title in "Chinese wording" ('request error'): it is the message whose
 * zh-Hans source is 请求错误, translated to 'Request error' on the English site like every other
 * string (an English visitor gets an English title).
 */
export function requestErrorToast(error: RequestErrorLike): ToastInput | null {
  const toast = requestErrorContent(error);
  return toast && { ...toast, id: `request-error:${error.kind}:${toast.description ?? toast.title}` };
}

function requestErrorContent(error: RequestErrorLike): Omit<ToastInput, 'id'> | null {
  switch (error.kind) {
    case 'cancelled':
      return null;
    case 'server':
      return { type: 'error', title: i18n._(msg`请求错误`), description: error.message };
    case 'server-without-message':
      return { type: 'error', title: i18n._(msg`抱歉，发生了错误`) };
    case 'no-response':
      return { type: 'error', title: i18n._(msg`抱歉，请求没有得到响应`) };
    case 'request-build':
      return { type: 'error', title: error.message.trim() || i18n._(msg`抱歉，创建请求失败`) };
    default:
      return { type: 'error', title: i18n._(msg`抱歉，发生了错误`) };
  }
}

/** Shows the section 8 toast of a failed request; nothing for a cancelled one. */
export function showRequestErrorToast(error: RequestErrorLike): void {
  const toast = requestErrorToast(error);
  if (toast) void showToast(toast);
}
