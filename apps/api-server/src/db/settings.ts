import type { SettingTables } from './db.tables';
import { nowIso } from './ids';
import type { Executor } from './transaction';

// Named values in the floor's `settings` table. Each name is kept by one module (System.TenantSettings by system,
// Regions.DataVersion by regions), which reads and writes it through these two calls: no module names the table.

/** The value stored under `name`, or undefined when none is. */
export async function readSetting(db: Executor<SettingTables>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `name`, replacing what was there (an update, then an insert when there was no row). */
export async function writeSetting(db: Executor<SettingTables>, name: string, value: string): Promise<void> {
  const now = nowIso();
  const updated = await db.updateTable('settings').set({ value, lastModificationTime: now }).where('name', '=', name).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('settings').values({ name, value, lastModificationTime: now }).execute();
}
