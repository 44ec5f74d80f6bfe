export { PrintLabels, type PrintLabelsProps } from './print-labels';
export { CustomsPapers, type CustomsPapersProps } from './customs-papers';
export { useLabelFormat, readLabelFormat, LABEL_FORMAT_KEY } from './label-format';
