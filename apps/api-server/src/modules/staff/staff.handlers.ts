import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import { countUnreadContactMessages } from '../contact-inbox';
import { getOpsDashboard, getOpsReference } from '../orders';
import { createStaff, getStaffMe, listStaff, updateStaff } from './staff.service';

// Staff only (src/auth/guards.ts); getStaffList, createStaff and updateStaff are marked `x-staff-role: admin` in
// the contract, so the guard has already refused operators.

export const staffHandlers = defineHandlers({
  getStaffMe: async ({ db, requireUser }) => getStaffMe(db, requireUser().id),

  // Whether mail is sent is the server's configuration, not reference data of a module: added here.
  getOpsReference: async ({ db, locale, config }) => ({ ...(await getOpsReference(db, locale)), mailConfigured: config.mail.smtpUrl !== undefined }),

  // The orders' counts come from orders, the inbox's from its own module (orders know nothing of messages).
  getOpsDashboard: async ({ db, locale }) => {
    const [orders, unreadMessageCount] = await Promise.all([getOpsDashboard(db, locale), countUnreadContactMessages(db)]);
    return { ...orders, unreadMessageCount };
  },

  getStaffList: async ({ db, body }) => listStaff(db, body ?? {}),

  createStaff: async ({ db, body, requireUser }) => withStatus(201, await createStaff(db, requireUser(), body)),

  updateStaff: async ({ db, params, body, requireUser }) => updateStaff(db, requireUser(), params.id, body),
});
