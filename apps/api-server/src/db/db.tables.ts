// The database floor's own tables: counters and named values any module may keep, through db/sequences.ts and
// db/settings.ts (no module names them in SQL). Portable types only: text UUID ids, ISO-8601 text timestamps, 0/1
// integers for booleans, double for decimals.

export interface SequencesTable {
  name: string;
  value: number;
}

export interface SettingsTable {
  name: string;
  value: string;
  lastModificationTime: string;
}

/** `nextSequenceValue`'s counters. */
export interface SequenceTables {
  sequences: SequencesTable;
}

/** `readSetting`/`writeSetting`'s named values, each name kept by one module (System.TenantSettings, Regions.DataVersion). */
export interface SettingTables {
  settings: SettingsTable;
}
