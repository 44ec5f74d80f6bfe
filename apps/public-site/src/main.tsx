import { bootstrapApp } from '@forwarder/portal-shell/bootstrap';
import { createRoutes } from './app/router';

bootstrapApp({ app: 'public-site', routes: createRoutes });
