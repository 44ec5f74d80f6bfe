import { createAppLinguiConfig } from '../../tools/lingui/create-app-config';

export default createAppLinguiConfig(__dirname, ['billing', 'customer-billing', 'data-management', 'orders', 'portal-shell', 'profile', 'quotes', 'spreadsheet-import', 'tracking']);
