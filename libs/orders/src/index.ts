// Public entry of @forwarder/orders: the order screens shared by the member and merchant portals.
export { LatestOrders, LATEST_ORDERS } from './lib/latest-orders';
export type { LatestOrdersProps } from './lib/latest-orders';
export { PrintLabels, CustomsPapers, useLabelFormat, readLabelFormat, LABEL_FORMAT_KEY } from './lib/documents';
export type { PrintLabelsProps, CustomsPapersProps } from './lib/documents';
