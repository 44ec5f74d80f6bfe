import type { SettingTables } from '../../db/db.tables';
import type { Executor } from '../../db/transaction';
import { utcOffsetAt } from '../../i18n/time-zones';
import { readTenantSettings } from '../system';

// The warehouse's (site's) time zone, an admin's setting (SiteSettings.timeZone): staff forms start at its offset and
// the times without a place of their own are shown in it. Other modules read it here, never from the settings table.

/** The site's zone, an IANA name (`Asia/Shanghai`), and its UTC offset at `at` (`+08:00`): the contract's zones are offsets. */
export async function readSiteZoneAt(db: Executor<SettingTables>, at: Date): Promise<{ timeZone: string; offset: string }> {
  const { timeZone } = await readTenantSettings(db);
  return { timeZone, offset: utcOffsetAt(timeZone, at) };
}
