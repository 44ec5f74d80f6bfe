// Public entry of @forwarder/spreadsheet-import: a "spreadsheet → preview with per-cell errors → confirm" flow as one
// wizard each import configures (the member's batch order, the console's event and rate-sheet imports), with the
// template and upload steps the app gives it their texts. Import it only from lazy routes (it carries the upload and
// preview screens).
export { ImportWizard, type ImportWizardProps } from './lib/import-wizard';
export type { ImportConfirmState, ImportPreviewConfig } from './lib/import-preview-step';
export { ImportConfirmation, type ImportConfirmationProps } from './lib/import-confirmation';
export { chunk, type SpreadsheetPreview } from './lib/preview-rows';
export { refusalReason, type SpreadsheetLimits } from './lib/spreadsheet-file';
export { TemplateStep, type TemplateStepProps } from './lib/template-step';
export { SpreadsheetRefusal, UploadStep, type UploadStepProps } from './lib/upload-step';
