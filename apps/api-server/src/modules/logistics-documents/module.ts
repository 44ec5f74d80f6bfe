import { defineModule } from '../define-module';
import { logisticsDocumentsHandlers } from './logistics-documents.handlers';
import { logisticsDocumentsMessages } from './logistics-documents.messages';

/** Labels (PDF), the batch-order spreadsheet (template, preview, batch create) and the order export. */
export const logisticsDocumentsModule = defineModule({
  name: 'logistics-documents',
  handlers: { 'api-f': logisticsDocumentsHandlers },
  messages: logisticsDocumentsMessages,
});
