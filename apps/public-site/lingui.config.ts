import { createAppLinguiConfig } from '../../tools/lingui/create-app-config';

export default createAppLinguiConfig(__dirname, ['quotes', 'tracking']);
