import { apiF } from '../../contracts/api-f';
import { logisticsDocumentsHandlers } from './logistics-documents.handlers';
import { logisticsDocumentsMessages } from './logistics-documents.messages';

/** Labels (PDF), the batch-order spreadsheet (template, preview, batch create) and the order export. */
export const logisticsDocumentsModule = apiF.defineModule({
  name: 'logistics-documents',
  handlers: logisticsDocumentsHandlers,
  messages: logisticsDocumentsMessages,
});
