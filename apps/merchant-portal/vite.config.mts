import { createAppViteConfig } from '../../tools/vite/create-app-config.mts';

export default createAppViteConfig({
  appDir: import.meta.dirname,
  appName: 'merchant-portal',
  base: '/merchant/',
  port: 4202,
});
