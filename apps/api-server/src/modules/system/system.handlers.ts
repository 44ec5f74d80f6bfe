import { defineHandlers } from '../../contracts/api-f';
import { applicationConfiguration, enums } from './system.service';

export const systemHandlers = defineHandlers({
  getApplicationConfiguration: async ({ db, user, locale }) => applicationConfiguration(db, user, locale),
  getEnums: async ({ body, locale }) => enums(body?.categories, locale),
});
