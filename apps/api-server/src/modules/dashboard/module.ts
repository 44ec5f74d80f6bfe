import { defineModule } from '../define-module';
import { dashboardStaffHandlers } from './api-ops.handlers';
import type { DashboardScope } from './dashboard.db';

/**
 * What the staff console reads on opening, across domains: the reference lists (event templates, exception reasons,
 * the state machine, batch types, products: the orders domain's) and the dashboard's counts (the orders' and the
 * contact inbox's). A composition of other modules' front doors with no tables of its own; it has no index.ts.
 */
export const dashboardModule = defineModule<DashboardScope>({
  name: 'dashboard',
  handlers: { 'api-ops': dashboardStaffHandlers },
});
