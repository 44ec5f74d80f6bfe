import type { components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { toRouting } from './routing.mapping';
import { findRoutings } from './routings.repository';
import type { RatesExecutor } from '../rates.db';

type Routing = components['schemas']['Routing'];

/** The routes open for orders, in display order; `transportMode` narrows to air or sea. */
export async function listActiveRoutings(db: RatesExecutor, locale: Locale, transportMode?: number): Promise<Routing[]> {
  const rows = await findRoutings(db, { activeOnly: true, transportMode });
  return rows.map((row) => toRouting(row, locale));
}
