// Public entry of @forwarder/data-management: the data-records feature shared by the member and merchant
// portals (list with URL filters, detail with downloads, upload with progress), plus its pure helpers.
export { DataManagementPage, dataManagementView } from './lib/components/data-management-page';
export type { DataManagementView } from './lib/components/data-management-page';
export { DataRecordList } from './lib/components/data-record-list';
export { DataRecordDetail } from './lib/components/data-record-detail';
export { DATA_CATEGORIES, categoryLabels, isDataCategory } from './lib/categories';
export { DATA_PAGE_SIZE, filtersFromSearch, searchWithFilters, listQueryOf } from './lib/filters';
export type { DataFilters } from './lib/filters';
export { ALLOWED_EXTENSIONS, MAX_FILES, MAX_FILE_SIZE, fileProblem, formatFileSize, isSameFile } from './lib/files';
export { fileKindLabel } from './lib/file-kinds';
export type { FileProblem } from './lib/files';
