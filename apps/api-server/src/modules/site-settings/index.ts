// Front door of the site-settings module: the site's time zone, which orders (reference data, batches, dashboard)
// read. The module's definition (handlers, messages) is ./module.ts.

export { readSiteZoneAt } from './site-time-zone';
