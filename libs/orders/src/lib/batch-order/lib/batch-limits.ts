import type { SpreadsheetLimits } from '@forwarder/spreadsheet-import';

// The server's limits for a batch spreadsheet (apps/api-server logistics-documents: SPREADSHEET_LIMITS), checked
// here first so a wrong file is refused before it is sent, and said on the page.
export const BATCH_LIMITS: SpreadsheetLimits = { maxMiB: 5, maxRows: 5000 };
