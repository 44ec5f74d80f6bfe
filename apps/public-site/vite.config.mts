import { createAppViteConfig } from '../../tools/vite/create-app-config.mts';

// Name, base and dev port come from libs/app-manifest.
export default createAppViteConfig({
  appDir: import.meta.dirname,
  // The cost calculator's form uses more of react-hook-form and zod than the login, password and contact forms;
  // its own copy keeps that out of the chunk those pages share (docs/decisions.md, "Route catalogs (issue 13)").
  routeOwnCopies: [
    {
      name: 'quote',
      include: ['src/features/quote', 'src/app/routes/quote-page.tsx', '../../libs/quotes/src'],
      packages: ['react-hook-form', 'zod', '@forwarder/i18n/zod'],
    },
  ],
});
