import { createAppViteConfig } from '../../tools/vite/create-app-config.mts';

export default createAppViteConfig({
  appDir: import.meta.dirname,
  appName: 'public-site',
  base: '/',
  port: 4200,
});
