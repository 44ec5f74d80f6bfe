import { defineModule } from '../define-module';
import { siteImagesHandlers } from './site-images.handlers';
import { siteImagesMessages } from './site-images.messages';
import { registerSiteImageRoutes } from './site-images.routes';

/** Pictures of the public site uploaded by staff, stored in the database and served at /api/f/site-images. */
export const siteImagesModule = defineModule({
  name: 'site-images',
  handlers: { 'api-ops': siteImagesHandlers },
  messages: siteImagesMessages,
  routes: registerSiteImageRoutes,
});
