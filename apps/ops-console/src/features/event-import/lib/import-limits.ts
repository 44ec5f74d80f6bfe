import type { SpreadsheetLimits } from '@forwarder/spreadsheet-import';

// The server's limits for an event spreadsheet (contract: previewEventImport), checked here first so a wrong file is
// refused before it is sent, and said on the page.
export const EVENT_IMPORT_LIMITS: SpreadsheetLimits = { maxMiB: 10, maxRows: 10_000 };
