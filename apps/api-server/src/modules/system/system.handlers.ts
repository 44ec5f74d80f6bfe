import { defineHandlers } from '../../contracts/api-f';
import { applicationConfiguration, enums } from './system.service';
import type { SystemScope } from './system.db';

export const systemHandlers = defineHandlers<SystemScope>()({
  getApplicationConfiguration: async ({ db, user, locale, config }) =>
    applicationConfiguration(db, user, locale, { features: { passwordResetByMail: config.mail.smtpUrl !== undefined }, siteOrigin: config.publicOrigin }),
  getEnums: async ({ body, locale }) => enums(body?.categories, locale),
});
