import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { nowIso, toDbBool } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { invalidField, NotFoundError } from '../../../errors/app-errors';
import { localized, type Locale } from '../../../i18n/locale';
import { recordAudit, type AuditActor } from '../../audit';
import type { BillingDatabase, BillingExecutor } from '../billing.db';
import { findChargeType, findChargeTypes, insertChargeType, updateChargeTypeRow, type ChargeTypeRow } from './charge-types.repository';

// The configurable list of what staff add to an order's charge (issue 29): admins add, rename, reorder and
// deactivate types (audited); every staff member reads them. A type is never deleted — charges keep naming it —
// so the contract has no delete at all; `discount` is fixed at creation (it decides the sign of every line of it).

type S = components['schemas'];

/** The audit entries of charge types name this fixed id (the list is one piece of the site's settings). */
const CHARGE_TYPES_ENTITY_ID = '00000000-0000-4000-8000-000000000292';

/** The type's name in `locale`. */
export const chargeTypeName = (row: Pick<ChargeTypeRow, 'nameZh' | 'nameEn'>, locale: Locale): string => localized([row.nameZh, row.nameEn], locale);

const viewOf = (row: ChargeTypeRow, locale: Locale): S['ChargeType'] => ({
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  displayName: chargeTypeName(row, locale),
  discount: Number(row.discount) === 1,
  active: Number(row.active) === 1,
  sortOrder: Number(row.sortOrder),
});

export async function listChargeTypes(db: BillingExecutor, locale: Locale): Promise<S['ChargeTypeListResult']> {
  return { items: (await findChargeTypes(db)).map((row) => viewOf(row, locale)) };
}

const name = (member: string, text: string): string => {
  const trimmed = text.trim();
  if (!trimmed) throw invalidField(member, 'Billing:NameRequired');
  return trimmed;
};

const audit = (action: AuditAction, row: ChargeTypeRow, before: Record<string, unknown> | null, after: Record<string, unknown>) => ({
  action,
  entityType: AuditEntityType.SiteSettings,
  entityId: CHARGE_TYPES_ENTITY_ID,
  entityLabel: row.code,
  before,
  after,
});

export async function createChargeType(db: BillingDatabase, actor: AuditActor, input: S['ChargeTypeCreateInput'], locale: Locale): Promise<S['ChargeType']> {
  const row: ChargeTypeRow = {
    code: input.code,
    nameZh: name('nameZh', input.nameZh),
    nameEn: name('nameEn', input.nameEn),
    discount: toDbBool(input.discount === true),
    active: 1,
    sortOrder: input.sortOrder ?? 100,
    lastModificationTime: nowIso(),
  };
  await inTransaction(db, async (trx) => {
    if (await findChargeType(trx, row.code)) throw invalidField('code', 'Billing:ChargeTypeCodeTaken', { code: row.code });
    await insertChargeType(trx, row);
    await recordAudit(trx, actor, audit(AuditAction.ChargeTypeCreate, row, null, { nameZh: row.nameZh, nameEn: row.nameEn, discount: row.discount === 1, sortOrder: row.sortOrder }));
  });
  return viewOf(row, locale);
}

export async function updateChargeType(db: BillingDatabase, actor: AuditActor, code: string, input: S['ChargeTypeUpdateInput'], locale: Locale): Promise<S['ChargeType']> {
  const change = { nameZh: name('nameZh', input.nameZh), nameEn: name('nameEn', input.nameEn), active: toDbBool(input.active), sortOrder: input.sortOrder, lastModificationTime: nowIso() };
  return inTransaction(db, async (trx) => {
    const before = await findChargeType(trx, code);
    if (!before) throw new NotFoundError();
    const after: ChargeTypeRow = { ...before, ...change };
    const fields = ['nameZh', 'nameEn', 'active', 'sortOrder'] as const;
    const changed = fields.filter((f) => String(before[f]) !== String(after[f]));
    if (changed.length > 0) {
      await updateChargeTypeRow(trx, code, change);
      await recordAudit(
        trx,
        actor,
        audit(AuditAction.ChargeTypeUpdate, after, Object.fromEntries(changed.map((f) => [f, before[f]])), Object.fromEntries(changed.map((f) => [f, after[f]]))),
        change.lastModificationTime,
      );
    }
    return viewOf(after, locale);
  });
}
