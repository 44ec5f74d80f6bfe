import { msg } from '@lingui/core/macro';

/**
 * A search started while the browser is offline (the tracking form, the home page's quick entry) would leave the page
 * waiting for the connection, its loading bar stopped half way and nothing said: the request waits until the browser
 * is online again. The form holds the search instead, keeps what was typed and says why, in the page's language.
 */
export const OFFLINE_SEARCH_MESSAGE = msg`您已离线，请在网络连接恢复后再查询。`;

/** Whether the browser says it has no connection (never on the server). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
