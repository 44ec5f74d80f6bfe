/**
 * The web client's identity for the password grant. It ships inside a browser app, so it is not a secret and the
 * server relies on it for nothing beyond telling clients apart (see docs/security.md).
 */
export const WEB_CLIENT_ID = 'portal-web';
export const WEB_CLIENT_SECRET = 'portal-web-secret';

/** Section 9 defaults. */
export const DEFAULT_PAGE_SIZE = 7;
export const NAV_PAGE_SIZE = 99;
export const MAX_TRACKING_NUMBERS = 10;
