import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';

// The tables the site-settings module's code sees. Its repositories take `SiteSettingsDb`, over its own tables only:
// naming another module's table there does not compile, another module's rows come through that module's front door.
// Its services and handlers take its scope (`SiteSettingsScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the site-settings module owns and the floor tables it keeps values in. */
export type SiteSettingsOwnTables = SettingTables;

/**
 * The site-settings module's scope: The tenant's settings are system's named value; an edit records its audit entry.
 */
export type SiteSettingsScope = SiteSettingsOwnTables & AccountsTables & AuditTables & SequenceTables;
export type SiteSettingsDatabase = Kysely<SiteSettingsScope>;
