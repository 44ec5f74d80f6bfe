import type { OrdersScope } from '../orders';
import type { ContactInboxTables } from '../contact-inbox';

// The tables the dashboard module's code sees. Its repositories take `DashboardDb`, over its own tables only: naming
// another module's table there does not compile, another module's rows come through that module's front door. Its
// services and handlers take its scope (`DashboardScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the dashboard module owns. */
export type DashboardOwnTables = Record<never, never>;

/**
 * The dashboard module's scope: It only composes other modules' front doors (orders, accounts, contact inbox).
 */
export type DashboardScope = DashboardOwnTables & ContactInboxTables & OrdersScope;
