import { apiOps } from '../../contracts/api-ops';
import { siteImagesHandlers } from './site-images.handlers';
import { siteImagesMessages } from './site-images.messages';
import { registerSiteImageRoutes } from './site-images.routes';

/** Pictures of the public site uploaded by staff, stored in the database and served at /api/f/site-images. */
export const siteImagesModule = apiOps.defineModule({
  name: 'site-images',
  handlers: siteImagesHandlers,
  messages: siteImagesMessages,
  routes: registerSiteImageRoutes,
});
