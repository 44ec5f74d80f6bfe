// Installs the app's API client (libs/api-client) once, before the first loader or query runs:
// main.tsx imports this module first. Nothing here touches browser globals at import time; the
// callbacks run per request.
import { createApiClient, setApiClient, type ApiClientOptions } from '@forwarder/api-client';
import { createUnauthorizedHandler, getSession, isErrorReportSuppressed } from '@forwarder/auth';
import { currentLocale } from '@forwarder/i18n';
import { showRequestErrorToast } from '@forwarder/ui';

export const apiClientOptions: ApiClientOptions = {
  // accept-language: the active language (the URL's prefix before the first catalog is active).
  getLanguage: currentLocale,
  // authorization: <tokenType> <accessToken> from the login cookie, when signed in.
  getSession,
  // Spec section 8 toasts; calls whose errors the page shows itself (login form, logout) stay quiet.
  onError: (error) => {
    if (!isErrorReportSuppressed()) showRequestErrorToast(error);
  },
  // Inside a portal a 401 (token expired or revoked) clears the session and goes to /login?redirect=<current path>.
  onUnauthorized: createUnauthorizedHandler({ redirectToLogin: true }),
};

setApiClient(createApiClient(apiClientOptions));
