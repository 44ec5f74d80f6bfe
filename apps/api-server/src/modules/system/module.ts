import { apiF } from '../../contracts/api-f';
import { systemHandlers } from './system.handlers';
import { registerAssetRoutes } from './system-assets';
import { tenantSettingsSeeder } from './system.seeder';

export const systemModule = apiF.defineModule({
  name: 'system',
  handlers: systemHandlers,
  seeders: [tenantSettingsSeeder],
  // Logo, favicon, QR code and content pictures at /api/f/assets/<path>.
  routes: (app) => registerAssetRoutes(app),
});
