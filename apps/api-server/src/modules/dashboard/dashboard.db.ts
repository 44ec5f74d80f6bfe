import type { Kysely } from 'kysely';
import type { Executor, Tx } from '../../db/transaction';
import type { OrdersScope } from '../orders';
import type { ContactInboxTables } from '../contact-inbox';

// The tables the dashboard module's code sees. Its repositories (and any other file of it with SQL) take `DashboardDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `DashboardExecutor`/`DashboardTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the dashboard module owns. */
export type DashboardOwnTables = Record<never, never>;
export type DashboardDb = Executor<DashboardOwnTables>;
export type DashboardOwnTx = Tx<DashboardOwnTables>;
export type DashboardOwnDatabase = Kysely<DashboardOwnTables>;

/**
 * The dashboard module's scope: It only composes other modules' front doors (orders, accounts, contact inbox).
 */
export type DashboardScope = DashboardOwnTables & ContactInboxTables & OrdersScope;
export type DashboardExecutor = Executor<DashboardScope>;
export type DashboardTx = Tx<DashboardScope>;
export type DashboardDatabase = Kysely<DashboardScope>;
