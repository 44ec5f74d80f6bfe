import type { Kysely } from 'kysely';
import type { Executor } from '../../db/transaction';
import type { OrdersScope } from '../orders';
import type { AuditTables } from '../audit';
import type { IntegrationsTables } from './integrations.tables';

// The tables the integrations module's code sees. Its repositories take `IntegrationsDb`, over its own tables only:
// naming another module's table there does not compile, another module's rows come through that module's front door.
// Its services and handlers take its scope (`IntegrationsScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the integrations module owns. */
export type IntegrationsOwnTables = IntegrationsTables;
export type IntegrationsDb = Executor<IntegrationsOwnTables>;

/**
 * The integrations module's scope: Keys record their audit entry; the machine API's events go through orders' events
 * path (its tables, audit and mail).
 */
export type IntegrationsScope = IntegrationsOwnTables & OrdersScope & AuditTables;
export type IntegrationsExecutor = Executor<IntegrationsScope>;
export type IntegrationsDatabase = Kysely<IntegrationsScope>;
