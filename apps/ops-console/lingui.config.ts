import { createAppLinguiConfig } from '../../tools/lingui/create-app-config';

export default createAppLinguiConfig(__dirname, ['portal-shell', 'spreadsheet-import']);
