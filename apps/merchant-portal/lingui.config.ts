import { BILLING_PAGE_PIECES, createAppLinguiConfig } from '../../tools/lingui/create-app-config';

export default createAppLinguiConfig(__dirname, ['billing', 'data-management', 'orders', 'portal-shell', 'profile', 'quotes', 'spreadsheet-import', 'tracking'], {
  // The billing page's strings (top-up notices, statements, invoices) load with its route: not in every first load.
  routeCatalogs: [{ name: 'billing', include: ['src/app/routes/billing-page.tsx', ...BILLING_PAGE_PIECES], libs: ['customer-billing'] }],
});
