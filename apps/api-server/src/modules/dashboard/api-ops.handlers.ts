import { defineHandlers } from '../../contracts/api-ops';
import { countUnreadContactMessages } from '../contact-inbox';
import { getOpsDashboard, getOpsReference } from '../fulfilment';

// Staff only (src/auth/guards.ts), operators and admins alike.

export const dashboardStaffHandlers = defineHandlers({
  // Whether mail is sent is the server's configuration, not reference data of a module: added here.
  getOpsReference: async ({ db, locale, config }) => ({ ...(await getOpsReference(db, locale)), mailConfigured: config.mail.smtpUrl !== undefined }),

  // The orders' counts come from fulfilment, the inbox's from its own module (fulfilment knows nothing of messages).
  getOpsDashboard: async ({ db, locale }) => {
    const [orders, unreadMessageCount] = await Promise.all([getOpsDashboard(db, locale), countUnreadContactMessages(db)]);
    return { ...orders, unreadMessageCount };
  },
});
