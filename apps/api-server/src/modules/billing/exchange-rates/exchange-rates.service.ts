import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { invalidField } from '../../../errors/app-errors';
import { recordAudit, type AuditActor } from '../../audit';
import type { BillingDatabase, BillingExecutor } from '../billing.db';
import { formatRate, parseRate } from './conversion';
import { findExchangeRates, insertExchangeRate, type ExchangeRateRow } from './exchange-rates.repository';

// Staff-maintained exchange rates (issue 29): admins record them, every staff member reads the history. A rate is
// never edited: a mistake is corrected by a newer one (the charges priced with the old one keep naming it).

type S = components['schemas'];

/** The audit entries of rates name this fixed id (the rate table is one list, as the billing settings are one document). */
const EXCHANGE_RATES_ENTITY_ID = '00000000-0000-4000-8000-000000000291';

const viewOf = (row: ExchangeRateRow): S['ExchangeRate'] => ({
  id: row.id,
  fromCurrency: row.fromCurrency as S['CurrencyCode'],
  toCurrency: row.toCurrency as S['CurrencyCode'],
  rate: formatRate(Number(row.rateScaled)),
  effectiveFrom: row.effectiveFrom,
  actorUserName: row.actorUserName,
  creationTime: row.createdAt,
});

export async function listExchangeRates(db: BillingExecutor): Promise<S['ExchangeRateListResult']> {
  return { items: (await findExchangeRates(db)).map(viewOf) };
}

/** Records a rate (admin), audited; refuses the same currency twice and a rate of 0. */
export async function createExchangeRate(db: BillingDatabase, actor: AuditActor, input: S['ExchangeRateInput']): Promise<S['ExchangeRate']> {
  if (input.fromCurrency === input.toCurrency) throw invalidField('toCurrency', 'Billing:SameCurrency');
  const rateScaled = parseRate(input.rate);
  if (rateScaled === undefined) throw invalidField('rate', 'Billing:RateInvalid');
  const time = nowIso();
  const row: ExchangeRateRow = {
    id: newId(),
    fromCurrency: input.fromCurrency,
    toCurrency: input.toCurrency,
    rateScaled,
    effectiveFrom: new Date(input.effectiveFrom).toISOString(),
    actorId: actor.id,
    actorUserName: actor.userName,
    createdAt: time,
  };
  await inTransaction(db, async (trx) => {
    await insertExchangeRate(trx, row);
    const after = { fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, rate: formatRate(rateScaled), effectiveFrom: row.effectiveFrom };
    await recordAudit(
      trx,
      actor,
      { action: AuditAction.ExchangeRateCreate, entityType: AuditEntityType.SiteSettings, entityId: EXCHANGE_RATES_ENTITY_ID, entityLabel: `${row.fromCurrency}/${row.toCurrency}`, before: null, after },
      time,
    );
  });
  return viewOf(row);
}
