import { apiOps } from '../../contracts/api-ops';
import { eventImportHandlers } from './event-import.handlers';
import { eventImportMessages } from './event-import.messages';

/** Tracking events imported from a spreadsheet: template, preview with per-cell errors, all-or-nothing import. */
export const eventImportModule = apiOps.defineModule({
  name: 'event-import',
  handlers: eventImportHandlers,
  messages: eventImportMessages,
});
