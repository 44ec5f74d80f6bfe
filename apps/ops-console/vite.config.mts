import { createAppViteConfig } from '../../tools/vite/create-app-config.mts';

// Name, base and dev port come from libs/app-manifest.
export default createAppViteConfig({ appDir: import.meta.dirname });
