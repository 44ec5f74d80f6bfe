// The app's pages, unprefixed. Links add the language prefix through `useLocalePath()`;
// paths of other apps (/user, /merchant) are full page loads, not router links.
export const paths = {
  home: '/',
  login: '/login',
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
} as const;
