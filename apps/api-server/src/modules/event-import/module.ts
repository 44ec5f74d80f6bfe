import { defineModule } from '../define-module';
import { eventImportHandlers } from './event-import.handlers';
import { eventImportMessages } from './event-import.messages';

/** Tracking events imported from a spreadsheet: template, preview with per-cell errors, all-or-nothing import. */
export const eventImportModule = defineModule({
  name: 'event-import',
  handlers: { 'api-ops': eventImportHandlers },
  messages: eventImportMessages,
});
