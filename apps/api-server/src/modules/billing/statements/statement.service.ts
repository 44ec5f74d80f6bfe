import { readTenantSettings } from '../../system';
import { readSiteZoneAt } from '../../site-settings';
import type { UserCard } from '../../accounts';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import type { BillingExecutor } from '../billing.db';
import { requireCustomer } from '../customer-check';
import { findLastEntry } from '../ledger/ledger.repository';
import { readCompanyDetails, type CompanyDetails } from '../settings/billing-settings.service';
import { findEntriesBetween, firstEntryTime, sumEntries } from './statements.repository';
import { localMinute, monthOf, nextMonth, statementMonth, type StatementMonth } from './statement-month';

// A customer's monthly statement (docs/domain/billing.md, "Statements"): the balance before the month, every entry
// written in it with the running balance, the balance after it. Read as of the customer's newest entry when it
// begins (entries written meanwhile wait for the next download), the entries a page at a time.

/** Who issues the documents: the site's settings (the trading name, the company's registered name, the service mail). */
export interface Issuer {
  siteName: string;
  companyName: string;
  mail: string;
  /** The billing settings: English name, address, telephone, tax number, bank ('' when not filled). */
  details: CompanyDetails;
}

export interface StatementHeader {
  issuer: Issuer;
  customer: UserCard;
  period: StatementMonth;
  currency: string;
  openingMinor: number;
  /** The month's entries to the customer's credit (payments, refunds…) and to their debit (charges…), both ≥ 0. */
  creditsMinor: number;
  debitsMinor: number;
  closingMinor: number;
  entryCount: number;
}

export interface StatementLine {
  entryNo: number;
  /** When it was written, in the site's time zone: `2026-11-30 23:59`. */
  time: string;
  kind: string;
  reference: string;
  memo: string;
  amountMinor: number;
  balanceMinor: number;
}

export interface Statement {
  header: StatementHeader;
  /** The month's entries oldest first; read page by page as the document is written. */
  lines: AsyncIterable<StatementLine>;
}

const PAGE = 1000;

/** The site's trading name, registered company name and service mail and the billing settings, as documents print them. */
export async function issuerOf(db: BillingExecutor): Promise<Issuer> {
  const [settings, details] = await Promise.all([readTenantSettings(db), readCompanyDetails(db)]);
  return { siteName: settings.displaySiteName, companyName: settings.companyName, mail: settings.customerServiceMail, details };
}

/**
 * The statement of `customerId` for `month` (`2026-11`, in the site's time zone). 404 for a non-customer; 400 for a
 * malformed or future month.
 */
export async function openStatement(db: BillingExecutor, customerId: string, month: string, now = new Date()): Promise<Statement> {
  const customer = await requireCustomer(db, customerId);
  const { timeZone } = await readSiteZoneAt(db, now);
  const period = statementMonth(month, timeZone, now);
  const [account, issuer, last] = await Promise.all([billingAccountOf(db, customerId), issuerOf(db), findLastEntry(db, customerId)]);
  const maxEntryNo = last ? Number(last.entryNo) : 0;
  const before = await sumEntries(db, customerId, { to: period.from, maxEntryNo });
  const within = await sumEntries(db, customerId, { from: period.from, to: period.to, maxEntryNo });
  const header: StatementHeader = {
    issuer,
    customer,
    period,
    currency: account.currency,
    openingMinor: before.sumMinor,
    creditsMinor: within.creditsMinor,
    debitsMinor: within.creditsMinor - within.sumMinor,
    closingMinor: before.sumMinor + within.sumMinor,
    entryCount: within.count,
  };
  async function* lines(): AsyncGenerator<StatementLine> {
    let balance = header.openingMinor;
    let after = 0;
    for (;;) {
      const rows = await findEntriesBetween(db, customerId, { from: period.from, to: period.to, maxEntryNo }, after, PAGE);
      for (const row of rows) {
        balance += Number(row.amountMinor);
        yield {
          entryNo: Number(row.entryNo),
          time: localMinute(timeZone, row.createdAt),
          kind: row.kind,
          reference: row.referenceLabel,
          memo: row.memo,
          amountMinor: Number(row.amountMinor),
          balanceMinor: balance,
        };
      }
      const lastRow = rows[rows.length - 1];
      if (rows.length < PAGE || !lastRow) break;
      after = Number(lastRow.entryNo);
    }
    // The lines and the header were read apart: they must agree (opening + entries = closing), or the document is void.
    if (balance !== header.closingMinor) throw new Error(`statement ${customerId} ${month}: entries sum to ${balance}, closing balance ${header.closingMinor}`);
  }
  return { header, lines: lines() };
}

export interface StatementMonthItem {
  month: string;
  closed: boolean;
}

/** The months a statement can be asked for, newest first: from the customer's first entry's month to the current one. */
export async function listStatementMonths(db: BillingExecutor, customerId: string, now = new Date()): Promise<StatementMonthItem[]> {
  await requireCustomer(db, customerId);
  const { timeZone } = await readSiteZoneAt(db, now);
  const current = monthOf(timeZone, now);
  const first = await firstEntryTime(db, customerId);
  let month = first ? monthOf(timeZone, new Date(first)) : current;
  const items: StatementMonthItem[] = [];
  for (; month <= current; month = nextMonth(month)) items.push({ month, closed: month < current });
  return items.reverse();
}
