import { CurrencyCode, type components } from '@forwarder/contracts/api-f';
import type { ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { validateParty, type Party, type PartyInput } from '../../accounts';
import { RegionRowCache } from '../../regions';
import { destinationCodesOf, findRouting, routingDisplayName, type RoutingRow } from '../../rates';
import { computeWeights, round2, type OrderWeights } from '@forwarder/weights';
import type { OrdersExecutor } from '../orders.db';

export type CreateOrderInput = components['schemas']['CreateOrderInput'];
export type Parcel = components['schemas']['Parcel'];
export type DeclaredItem = components['schemas']['DeclaredItem'];
export type { CurrencyCode };

export const CURRENCIES: readonly CurrencyCode[] = Object.values(CurrencyCode);
const HS_CODE = /^[0-9]{6,10}$/;
const MAX_LINES = 50;

/** A checked order, ready to store: trimmed texts, resolved parties (display names in the caller's locale). */
export interface NormalizedOrder {
  routing: RoutingRow;
  transportMode: number;
  sender: Party;
  receiver: Party;
  parcels: Parcel[];
  declaredItems: DeclaredItem[];
  weights: OrderWeights;
  declaredValue: number;
  declaredCurrency: CurrencyCode;
  customerReference: string;
  remark: string;
}

export type OrderValidation = { ok: true; order: NormalizedOrder } | { ok: false; issues: ValidationIssue[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `orders[3]` + `receiver.name` → `orders[3].receiver.name`; '' leaves members as they are. */
export function prefixMember(prefix: string, member: string): string {
  if (!prefix) return member;
  if (!member) return prefix.replace(/\.$/, '');
  return prefix.endsWith('.') ? `${prefix}${member}` : `${prefix}.${member}`;
}

class IssueList {
  readonly items: ValidationIssue[] = [];
  add(member: string, messageKey: string, params: Record<string, string | number> = {}): void {
    this.items.push({ members: [member], messageKey, params: { field: member, ...params } });
  }
  /** Number rule of the contract (the spreadsheet path does not pass through the contract's schema). */
  number(member: string, value: unknown, rule: { integer?: boolean; min?: number; exclusiveMin?: number; max: number }): boolean {
    if (typeof value !== 'number' || !Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) {
      this.add(member, value === undefined || value === null ? 'Validation:Required' : 'Validation:Type', {
        type: rule.integer ? 'integer' : 'number',
      });
      return false;
    }
    if (rule.min !== undefined && value < rule.min) this.add(member, 'Validation:Minimum', { limit: rule.min });
    else if (rule.exclusiveMin !== undefined && value <= rule.exclusiveMin) {
      this.add(member, 'Validation:ExclusiveMinimum', { limit: rule.exclusiveMin });
    } else if (value > rule.max) this.add(member, 'Validation:Maximum', { limit: rule.max });
    else return true;
    return false;
  }
  text(member: string, value: unknown, rule: { required: boolean; max: number }): string {
    const v = text(value);
    if (value !== undefined && value !== null && typeof value !== 'string') this.add(member, 'Validation:Type', { type: 'string' });
    else if (rule.required && v === '') this.add(member, 'Validation:Required');
    else if (v.length > rule.max) this.add(member, 'Validation:MaxLength', { limit: rule.max });
    return v;
  }
  list(member: string, value: unknown): unknown[] {
    if (!Array.isArray(value) || value.length === 0) {
      this.add(member, Array.isArray(value) ? 'Validation:MinItems' : 'Validation:Required', { limit: 1 });
      return [];
    }
    if (value.length > MAX_LINES) {
      this.add(member, 'Validation:MaxItems', { limit: MAX_LINES });
      return [];
    }
    return value;
  }
}

function checkParcels(issues: IssueList, raw: unknown): CreateOrderInput['parcels'] {
  const parcels: CreateOrderInput['parcels'] = [];
  issues.list('parcels', raw).forEach((item, i) => {
    const at = `parcels[${i}]`;
    if (!isObject(item)) return issues.add(at, 'Validation:Type', { type: 'object' });
    const ok = [
      issues.number(`${at}.quantity`, item['quantity'], { integer: true, min: 1, max: 999 }),
      issues.number(`${at}.weightKg`, item['weightKg'], { exclusiveMin: 0, max: 1000 }),
      issues.number(`${at}.lengthCm`, item['lengthCm'], { exclusiveMin: 0, max: 500 }),
      issues.number(`${at}.widthCm`, item['widthCm'], { exclusiveMin: 0, max: 500 }),
      issues.number(`${at}.heightCm`, item['heightCm'], { exclusiveMin: 0, max: 500 }),
    ].every(Boolean);
    if (ok) parcels.push(item as unknown as CreateOrderInput['parcels'][number]);
  });
  return parcels;
}

function checkDeclaredItems(issues: IssueList, raw: unknown): DeclaredItem[] {
  const items: DeclaredItem[] = [];
  let currency: string | undefined;
  issues.list('declaredItems', raw).forEach((item, i) => {
    const at = `declaredItems[${i}]`;
    if (!isObject(item)) return issues.add(at, 'Validation:Type', { type: 'object' });
    const before = issues.items.length;
    const name = issues.text(`${at}.name`, item['name'], { required: true, max: 100 });
    // Required since issue 14: customs officers and carriers read this name on labels and papers (docs/domain/labels.md).
    const typed = issues.items.length;
    const nameEn = issues.text(`${at}.nameEn`, item['nameEn'], { required: false, max: 100 });
    if (nameEn === '' && issues.items.length === typed) issues.add(`${at}.nameEn`, 'Logistics:EnglishItemNameRequired');
    const hsCode = text(item['hsCode']);
    if (hsCode !== '' && !HS_CODE.test(hsCode)) issues.add(`${at}.hsCode`, 'Logistics:InvalidHsCode');
    issues.number(`${at}.quantity`, item['quantity'], { integer: true, min: 1, max: 100000 });
    issues.number(`${at}.unitValue`, item['unitValue'], { exclusiveMin: 0, max: 1_000_000 });
    const itemCurrency = text(item['currency']).toUpperCase();
    if (itemCurrency === '') issues.add(`${at}.currency`, 'Validation:Required');
    else if (!CURRENCIES.includes(itemCurrency as CurrencyCode)) {
      issues.add(`${at}.currency`, 'Logistics:InvalidCurrency', { currency: itemCurrency });
    } else if (currency === undefined) currency = itemCurrency;
    else if (itemCurrency !== currency) issues.add(`${at}.currency`, 'Logistics:MixedCurrency', { currency });
    if (issues.items.length > before) return;
    const quantity = item['quantity'] as number;
    const unitValue = round2(item['unitValue'] as number);
    items.push({
      name,
      nameEn,
      hsCode,
      quantity,
      unitValue,
      currency: itemCurrency as CurrencyCode,
      totalValue: round2(quantity * unitValue),
    });
  });
  return items;
}

/**
 * What the validations of many orders in one request share: the routings and region rows they read. A 5,000-row
 * spreadsheet names a handful of each, and reading them again for every row was most of its preview's time.
 */
export interface OrderValidationMemo {
  routings: Map<string, Promise<RoutingRow | undefined>>;
  regionRows: RegionRowCache;
}

export const createOrderValidationMemo = (): OrderValidationMemo => ({ routings: new Map(), regionRows: new RegionRowCache() });

function routingOf(db: OrdersExecutor, id: string, memo: OrderValidationMemo | undefined): Promise<RoutingRow | undefined> {
  if (!memo) return findRouting(db, id);
  let found = memo.routings.get(id);
  if (!found) memo.routings.set(id, (found = findRouting(db, id)));
  return found;
}

async function checkParty(
  db: OrdersExecutor,
  issues: IssueList,
  raw: unknown,
  locale: Locale,
  role: 'sender' | 'receiver',
  memo: OrderValidationMemo | undefined,
): Promise<Party | undefined> {
  if (!isObject(raw)) {
    issues.add(role, raw === undefined || raw === null ? 'Validation:Required' : 'Validation:Type', { type: 'object' });
    return undefined;
  }
  const result = await validateParty(db, raw as unknown as PartyInput, locale, role, memo ? { regionRowCache: memo.regionRows } : {});
  if ('issues' in result) {
    issues.items.push(...result.issues);
    return undefined;
  }
  return result.party;
}

/**
 * Checks one order the way createOrder does (contract rules included, as spreadsheet rows bypass the contract's
 * schema) and answers either every issue found or the normalised order. Members are prefixed with `pathPrefix`
 * (`orders[3]` → `orders[3].receiver.regionLv0Id`). Nothing is written. Validating many orders in one request,
 * pass one `memo` to all of them.
 */
export async function validateOrderInput(
  db: OrdersExecutor,
  _userId: string,
  input: CreateOrderInput,
  locale: Locale,
  pathPrefix = '',
  memo?: OrderValidationMemo,
): Promise<OrderValidation> {
  const issues = new IssueList();
  const raw = input as unknown as Record<string, unknown>;

  let routing: RoutingRow | undefined;
  const routingId = text(raw['routingId']);
  if (routingId === '') issues.add('routingId', 'Validation:Required');
  else {
    routing = await routingOf(db, routingId, memo);
    if (!routing || routing.isActive !== 1) {
      issues.add('routingId', 'Logistics:RoutingNotAvailable');
      routing = undefined;
    }
  }
  const sender = await checkParty(db, issues, raw['sender'], locale, 'sender', memo);
  const receiver = await checkParty(db, issues, raw['receiver'], locale, 'receiver', memo);
  const parcelInputs = checkParcels(issues, raw['parcels']);
  const declaredItems = checkDeclaredItems(issues, raw['declaredItems']);
  const customerReference = issues.text('customerReference', raw['customerReference'], { required: false, max: 50 });
  const remark = issues.text('remark', raw['remark'], { required: false, max: 500 });

  let weights: OrderWeights | undefined;
  if (routing) {
    const destinations = destinationCodesOf(routing);
    if (receiver && destinations.length > 0 && !destinations.includes(receiver.countryCode)) {
      issues.add('receiver.regionLv0Id', 'Logistics:DestinationNotServed', {
        routing: routingDisplayName(routing, locale),
        country: receiver.regionLv0DisplayName || receiver.countryCode,
      });
    }
    if (parcelInputs.length > 0 && parcelInputs.length === (raw['parcels'] as unknown[]).length) {
      weights = computeWeights(parcelInputs, routing.transportMode);
      if (weights.chargeableWeightKg > routing.maxWeightKg) {
        issues.add('parcels', 'Logistics:OverweightForRouting', { weight: weights.chargeableWeightKg, limit: routing.maxWeightKg });
      }
      // The product's other limits (issue 13), the ones the quote applies too.
      if (weights.chargeableWeightKg < routing.minWeightKg) {
        issues.add('parcels', 'Logistics:UnderweightForRouting', { weight: weights.chargeableWeightKg, limit: routing.minWeightKg });
      }
      const boxLimit = routing.maxBoxWeightKg;
      if (boxLimit !== null) {
        parcelInputs.forEach((parcel, i) => {
          if (parcel.weightKg > boxLimit) issues.add(`parcels[${i}].weightKg`, 'Logistics:BoxOverweightForRouting', { limit: boxLimit });
        });
      }
    }
  }

  if (issues.items.length > 0 || !routing || !sender || !receiver || !weights) {
    const prefixed = issues.items.map((issue) => {
      const members = issue.members.map((m) => prefixMember(pathPrefix, m));
      const params = issue.params && 'field' in issue.params ? { ...issue.params, field: members[0] ?? '' } : issue.params;
      return { ...issue, members, ...(params ? { params } : {}) };
    });
    return { ok: false, issues: prefixed };
  }
  const currency = declaredItems[0]?.currency ?? 'CNY';
  return {
    ok: true,
    order: {
      routing,
      transportMode: routing.transportMode,
      sender,
      receiver,
      parcels: parcelInputs.map((p, i) => ({
        quantity: p.quantity,
        weightKg: round2(p.weightKg),
        lengthCm: round2(p.lengthCm),
        widthCm: round2(p.widthCm),
        heightCm: round2(p.heightCm),
        volumeWeightKg: weights.boxVolumeWeightsKg[i] ?? 0,
      })),
      declaredItems,
      weights,
      declaredValue: round2(declaredItems.reduce((sum, item) => sum + item.totalValue, 0)),
      declaredCurrency: currency,
      customerReference,
      remark,
    },
  };
}
