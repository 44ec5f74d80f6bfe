import { createAppLinguiConfig } from '../../tools/lingui/create-app-config';

export default createAppLinguiConfig(__dirname, ['data-management', 'orders', 'portal-shell', 'profile', 'quotes', 'spreadsheet-import', 'tracking']);
