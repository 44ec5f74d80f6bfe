// Public entry of @forwarder/spreadsheet-import: the pieces of a "spreadsheet → preview with per-cell errors →
// confirm" flow, generic over the template's columns, shared by the member's batch order and the console's event
// and rate-sheet imports. Import it only from lazy routes (it carries the upload and preview screens).
export { ImportConfirmation, PreviewHeading, type ImportConfirmationProps } from './lib/import-confirmation';
export { importProblems, withCounts, withImportProblems, type ImportProblem } from './lib/import-problems';
export { ImportRefusal, PreviewCounts, PreviewFilter, StepIndicator } from './lib/preview-parts';
export {
  chunk,
  PREVIEW_PAGE_SIZE,
  previewPage,
  validRows,
  type PreviewCellError,
  type PreviewColumn,
  type PreviewPage,
  type PreviewRow,
  type SpreadsheetPreview,
} from './lib/preview-rows';
export { usePreviewPaging, type PreviewFilterState } from './lib/preview-paging';
export { PreviewTable, type PreviewTableProps } from './lib/preview-table';
export {
  refusalReason,
  SPREADSHEET_ACCEPT,
  spreadsheetProblem,
  XLSX_MIME,
  type SpreadsheetLimits,
  type SpreadsheetProblem,
} from './lib/spreadsheet-file';
export { useImportStage } from './lib/step-focus';
export { TemplateStep, type TemplateStepProps } from './lib/template-step';
export { SpreadsheetRefusal, UploadStep, type UploadStepProps } from './lib/upload-step';
