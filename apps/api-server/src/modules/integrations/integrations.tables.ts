import type { ApiKeyTables } from '../../auth/auth.tables';

/**
 * Integrations owns the machine API's keys: it issues and revokes them; auth/ declares their rows and reads them on
 * every machine API call (api-keys.ts), as a lower floor that cannot import a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- ownership is the point: test/table-ownership.ts reads `extends`
export interface IntegrationsTables extends ApiKeyTables {}
