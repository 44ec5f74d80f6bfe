// Public entry of @forwarder/auth: the login cookie and session, the profile, the access guard and
// role rules, safe post-login redirects and logout. See README.md for the decisions behind them.
export { LOGIN_COOKIE, getSession, hasSession, storeSession, clearSession, useSession } from './lib/session';
export { useProfile, loadProfile } from './lib/profile';
export { appNameOfPath, centerPath, roleRedirectTarget } from './lib/roles';
export { REDIRECT_PARAM, SESSION_EXPIRED_PARAM, sanitizeRedirect, loginPath, postLoginTarget } from './lib/redirect';
export { documentNavigation, leaveApp, goTo } from './lib/navigation';
export { createPortalGuard, fullPath } from './lib/guard';
export { createPortalLoader, createLocaleAcceptance } from './lib/portal-loader';
export { logout, isLoggingOut, createUnauthorizedHandler } from './lib/logout';
export { withoutErrorToast, isErrorReportSuppressed } from './lib/error-reporting';
export { meetsPasswordRule, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './lib/password-rule';
