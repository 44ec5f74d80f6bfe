// Front door of the system module: display names of the contract's enumerations and the tenant's settings.
// The module's definition (handlers, asset routes, seeders) is ./module.ts.

export { enumDisplayName } from './enum-catalog';
export { DEFAULT_TENANT_SETTINGS, readTenantSettings, readStoredTenantSettings, writeTenantSettings } from './tenant-settings';
