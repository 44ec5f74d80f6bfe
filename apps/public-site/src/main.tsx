import { bootstrapApp } from '@forwarder/portal-shell/bootstrap';
import { createRoutes, PAGE_QUERY_DEFAULTS } from './app/router';

// Page loaders read each page's data first (docs/decisions.md, "Issue 15: server rendering"): a failed read is not
// tried again when the page mounts.
bootstrapApp({ app: 'public-site', routes: createRoutes, queries: PAGE_QUERY_DEFAULTS });
