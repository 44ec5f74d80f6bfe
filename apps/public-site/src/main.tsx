import { hydrateApp } from '@forwarder/portal-shell/hydrate';
import { createRoutes, PAGE_QUERY_DEFAULTS } from './app/router';

// Pages come rendered by the server, and page loaders read each page's data first: a failed read is not tried again
// when the page mounts (docs/decisions.md, "Issue 15: server rendering of the public site").
hydrateApp({ app: 'public-site', routes: createRoutes, queries: PAGE_QUERY_DEFAULTS });
