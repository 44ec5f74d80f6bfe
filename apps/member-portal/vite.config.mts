import { createAppViteConfig } from '../../tools/vite/create-app-config.mts';

export default createAppViteConfig({
  appDir: import.meta.dirname,
  appName: 'member-portal',
  base: '/user/',
  port: 4201,
});
