import type { Seeder } from '../../seed/seeders';
import { seedTenantSettings } from './tenant-settings';
import type { SystemScope } from './system.db';

export const tenantSettingsSeeder: Seeder<SystemScope> = {
  name: 'system.tenant-settings',
  async seed(db, ctx) {
    if (await seedTenantSettings(db)) ctx.log.info('tenant settings seeded');
  },
};
