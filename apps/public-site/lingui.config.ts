import { createAppLinguiConfig } from '../../tools/lingui/create-app-config';

// The cost calculator's strings (its page, form and libs/quotes) are a route catalog: only /site/quote loads them,
// so they add nothing to the other pages' first load (docs/decisions.md, "Route catalogs").
export default createAppLinguiConfig(__dirname, ['tracking'], {
  routeCatalogs: [{ name: 'quote', include: ['src/features/quote', 'src/app/routes/quote-page.tsx'], libs: ['quotes'] }],
});
