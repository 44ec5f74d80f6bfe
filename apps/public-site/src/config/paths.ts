// The app's pages, unprefixed. Links add the language prefix through `useLocalePath()`;
// paths of other apps (/user, /merchant) are full page loads, not router links. In src/config (bulletproof-react's
// place) so that features may import it: nothing below src/app imports src/app (lint zone in tools/eslint/react.json).
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  articles: '/article',
  article: (id: string) => `/article/${encodeURIComponent(id)}`,
  categories: '/list',
  category: (id: string) => `/list/${encodeURIComponent(id)}`,
  navs: '/nav',
  nav: (id: string) => `/nav/${encodeURIComponent(id)}`,
  site: '/site',
  contactUs: '/site/contact-us',
  tracking: '/site/tracking',
  trackingDetail: '/site/tracking-detail',
  // shipping products and quotes (issue 13)
  quote: '/site/quote',
} as const;

/** The user name the login form starts with (`?username=`): after a password reset, the account just changed. */
export const USERNAME_PARAM = 'username';

/** The login page with its user name filled in, unprefixed like `paths`. */
export const loginWithUserName = (userName: string): string => `${paths.login}?${USERNAME_PARAM}=${encodeURIComponent(userName)}`;
