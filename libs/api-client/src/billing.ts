// Third entry of @forwarder/api-client, `@forwarder/api-client/billing`: the caller's own money (issue 29) — the
// account, ledger, statements, invoices and top-up notices, read and sent. Only the customers' billing page imports
// it: from the main entry, whose modules sit in every app's first chunk, every route of both portals carried it.
export { billingQueries } from './lib/queries/billing';
export * from './lib/commands/billing';
