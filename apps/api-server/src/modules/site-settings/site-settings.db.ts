import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';

// The tables the site-settings module's code sees. Its repositories (and any other file of it with SQL) take `SiteSettingsDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `SiteSettingsExecutor`/`SiteSettingsTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the site-settings module owns and the floor tables it keeps values in. */
export type SiteSettingsOwnTables = SettingTables;
export type SiteSettingsDb = Executor<SiteSettingsOwnTables>;
export type SiteSettingsOwnTx = Tx<SiteSettingsOwnTables>;
export type SiteSettingsOwnDatabase = Kysely<SiteSettingsOwnTables>;

/**
 * The site-settings module's scope: The tenant's settings are system's named value; an edit records its audit entry.
 */
export type SiteSettingsScope = SiteSettingsOwnTables & AccountsTables & AuditTables & SequenceTables & SettingTables;
export type SiteSettingsExecutor = Executor<SiteSettingsScope>;
export type SiteSettingsTx = Tx<SiteSettingsScope>;
export type SiteSettingsDatabase = Kysely<SiteSettingsScope>;
