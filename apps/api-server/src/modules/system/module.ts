import { defineModule } from '../define-module';
import { systemHandlers } from './system.handlers';
import { registerAssetRoutes } from './system-assets';
import { tenantSettingsSeeder } from './system.seeder';
import type { SystemScope } from './system.db';

export const systemModule = defineModule<SystemScope>({
  name: 'system',
  handlers: { 'api-f': systemHandlers },
  seeders: [tenantSettingsSeeder],
  // Logo, favicon, QR code and content pictures at /api/f/assets/<path>.
  routes: (app) => registerAssetRoutes(app),
});
