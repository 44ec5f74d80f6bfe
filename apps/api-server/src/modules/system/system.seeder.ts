import type { Seeder } from '../../seed/seeders';
import { seedTenantSettings } from './tenant-settings';

export const tenantSettingsSeeder: Seeder = {
  name: 'system.tenant-settings',
  async seed(db, ctx) {
    if (await seedTenantSettings(db)) ctx.log.info('tenant settings seeded');
  },
};
