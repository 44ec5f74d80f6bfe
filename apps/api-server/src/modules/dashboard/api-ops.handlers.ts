import { defineHandlers } from '../../contracts/api-ops';
import { countUnreadContactMessages } from '../contact-inbox';
import { getOpsDashboard, getOpsReference } from '../orders';
import type { DashboardScope } from './dashboard.db';

// Staff only (src/auth/guards.ts), operators and admins alike.

export const dashboardStaffHandlers = defineHandlers<DashboardScope>()({
  // Whether mail is sent is the server's configuration, not reference data of a module: added here.
  getOpsReference: async ({ db, locale, config }) => ({ ...(await getOpsReference(db, locale)), mailConfigured: config.mail.smtpUrl !== undefined }),

  // The orders' counts come from orders, the inbox's from its own module (orders know nothing of messages).
  getOpsDashboard: async ({ db, locale }) => {
    const [orders, unreadMessageCount] = await Promise.all([getOpsDashboard(db, locale), countUnreadContactMessages(db)]);
    return { ...orders, unreadMessageCount };
  },
});
