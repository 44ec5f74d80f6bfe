import { AuditAction, type AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { newId, nowIso, storedInstant } from '../../db/ids';
import { paginate, type PagedResult } from '../../db/paging';
import { containsInsensitive, equalsInsensitive } from '../../db/text-search';
import { chunks } from '../../db/transaction';
import { localized, type Locale } from '../../i18n/locale';
import type { AuditDb, AuditOwnTx } from './audit.db';

type AuditEntry = components['schemas']['AuditEntry'];
type AuditListRequest = components['schemas']['AuditListRequest'];

/** Who made a change: the signed-in staff member, or an API key (`api-key:<prefix>`, see auth/api-keys). */
export interface AuditActor {
  id: string;
  userName: string;
}

/** What changed: only the fields that changed, before and after (null before a creation). */
export interface AuditChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit entry in the caller's transaction: the change and its entry commit or roll back together.
 * A `AuditOwnTx` (not any executor) so that an entry can never be written beside its change.
 */
export async function recordAudit(trx: AuditOwnTx, actor: AuditActor, change: AuditChange, time = nowIso()): Promise<void> {
  await trx.insertInto('audit_entries').values(entryRow(actor, change, time)).execute();
}

/**
 * Writes one entry per change, like recordAudit, in multi-row INSERTs: an import moving ten thousand waybills
 * writes ten thousand entries in a few statements.
 */
export async function recordAudits(trx: AuditOwnTx, actor: AuditActor, changes: readonly AuditChange[], time = nowIso()): Promise<void> {
  for (const slice of chunks(changes, AUDIT_ROWS_PER_STATEMENT)) {
    await trx.insertInto('audit_entries').values(slice.map((change) => entryRow(actor, change, time))).execute();
  }
}

/** Eleven parameters a row. */
const AUDIT_ROWS_PER_STATEMENT = 1000;

const entryRow = (actor: AuditActor, change: AuditChange, time: string) => ({
  id: newId(),
  time,
  actorId: actor.id,
  actorUserName: actor.userName,
  action: change.action,
  entityType: change.entityType,
  entityId: change.entityId,
  entityLabel: change.entityLabel,
  before: change.before === null ? null : JSON.stringify(change.before),
  after: change.after === null ? null : JSON.stringify(change.after),
});

/**
 * An update's before and after: only the fields whose value changed (both views have the same fields). A field
 * holding lines (an order's boxes) is compared by its JSON: the same lines in the same order are no change.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Pick<AuditChange, 'before' | 'after'> {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

const ACTION_NAMES: { readonly [K in AuditAction]: readonly [zh: string, en: string] } = {
  [AuditAction.OrderEvent]: ['发布轨迹事件', 'Posted a tracking event'],
  [AuditAction.OrderReceive]: ['入库称重', 'Received and measured'],
  [AuditAction.OrderExceptionRaise]: ['登记异常', 'Raised an exception'],
  [AuditAction.OrderExceptionResolve]: ['解决异常', 'Resolved an exception'],
  [AuditAction.BatchCreate]: ['创建批次', 'Created a batch'],
  [AuditAction.BatchUpdate]: ['修改批次', 'Changed a batch'],
  [AuditAction.BatchAddOrders]: ['运单加入批次', 'Added waybills to a batch'],
  [AuditAction.BatchRemoveOrder]: ['运单移出批次', 'Took a waybill out of a batch'],
  [AuditAction.BatchEvent]: ['批次发布事件', 'Posted an event to a batch'],
  [AuditAction.StaffCreate]: ['开通员工账号', 'Opened a staff account'],
  [AuditAction.StaffUpdate]: ['修改员工账号', 'Changed a staff account'],
  [AuditAction.MessageHandle]: ['处理留言', 'Handled a contact message'],
  [AuditAction.MessageReopen]: ['重新打开留言', 'Reopened a contact message'],
  [AuditAction.CustomerCreate]: ['开通客户账号', 'Opened a customer account'],
  [AuditAction.CustomerEnable]: ['启用客户账号', 'Enabled a customer account'],
  [AuditAction.CustomerDisable]: ['停用客户账号', 'Disabled a customer account'],
  [AuditAction.CustomerPasswordReset]: ['重置客户密码', "Reset a customer's password"],
  // E-mail (issue 12)
  [AuditAction.MessageReply]: ['回复留言', 'Replied to a contact message'],
  [AuditAction.CustomerPasswordResetLink]: ['发送密码重置链接', 'Sent a customer a password reset link'],
  [AuditAction.MailRetry]: ['重新发送邮件', 'Sent a failed mail again'],
  [AuditAction.OrderImport]: ['导入轨迹事件', 'Imported tracking events'],
  [AuditAction.OrderApiEvent]: ['接口写入轨迹事件', 'Tracking events through the API'],
  [AuditAction.ApiKeyCreate]: ['创建 API 密钥', 'Created an API key'],
  [AuditAction.ApiKeyRevoke]: ['吊销 API 密钥', 'Revoked an API key'],
  // Site management (issue 13)
  [AuditAction.SiteImageUpload]: ['上传网站图片', 'Uploaded a picture for the site'],
  [AuditAction.SiteSettingsUpdate]: ['修改站点设置', 'Changed the site settings'],
  // Shipping products and rate sheets (issue 13)
  [AuditAction.RoutingCreate]: ['新建运输产品', 'Created a shipping product'],
  [AuditAction.RoutingUpdate]: ['修改运输产品', 'Changed a shipping product'],
  [AuditAction.RoutingRetire]: ['停用运输产品', 'Retired a shipping product'],
  [AuditAction.RoutingRestore]: ['恢复运输产品', 'Restored a shipping product'],
  [AuditAction.RateSheetReplace]: ['修改运价表', 'Changed a rate sheet'],
  [AuditAction.RateSheetImport]: ['表格导入运价分区', 'Imported rate zones from a spreadsheet'],
  // Site content: navigation and home blocks (issue 13)
  [AuditAction.SiteNavCreate]: ['新建导航', 'Added a navigation item'],
  [AuditAction.SiteNavUpdate]: ['修改导航', 'Changed a navigation item'],
  [AuditAction.SiteNavDelete]: ['删除导航', 'Deleted a navigation item'],
  [AuditAction.SiteNavMove]: ['调整导航顺序', 'Moved a navigation item'],
  [AuditAction.SiteNavVisibility]: ['显示或隐藏导航', 'Showed or hid a navigation item'],
  [AuditAction.PageContentCreate]: ['新建首页内容', 'Added a home block'],
  [AuditAction.PageContentUpdate]: ['修改首页内容', 'Changed a home block'],
  [AuditAction.PageContentDelete]: ['删除首页内容', 'Deleted a home block'],
  [AuditAction.PageContentMove]: ['调整首页内容顺序', 'Moved a home block'],
  [AuditAction.PageContentPublish]: ['发布或下线首页内容', 'Published or unpublished a home block'],
  // site content (issue 13): articles and categories
  [AuditAction.ArticleCreate]: ['新建文章', 'Created an article'],
  [AuditAction.ArticleUpdate]: ['修改文章', 'Edited an article'],
  [AuditAction.ArticleDelete]: ['删除文章', 'Deleted an article'],
  [AuditAction.ArticlePublish]: ['发布文章', 'Published an article'],
  [AuditAction.ArticleUnpublish]: ['撤回文章', 'Unpublished an article'],
  [AuditAction.ArticleCategoryCreate]: ['新建文章分类', 'Created an article category'],
  [AuditAction.ArticleCategoryUpdate]: ['修改文章分类', 'Edited an article category'],
  [AuditAction.ArticleCategoryDelete]: ['删除文章分类', 'Deleted an article category'],
  [AuditAction.ArticleCategoryMove]: ['调整文章分类顺序', 'Reordered article categories'],
  // orders after submitting (issue 14): the customer is the actor
  [AuditAction.OrderCustomerCancel]: ['客户取消运单', 'Customer cancelled the waybill'],
  [AuditAction.OrderCustomerEdit]: ['客户修改订单', 'Customer edited the order'],
  // money (issue 29): the customer is the audit entry's entity
  [AuditAction.BillingAccountUpdate]: ['设置客户账户', 'Set the billing account'],
  [AuditAction.LedgerPayment]: ['登记收款', 'Recorded a payment'],
  [AuditAction.LedgerAdjustment]: ['调账', 'Adjusted the balance'],
  [AuditAction.LedgerReversal]: ['冲正账目', 'Reversed an entry'],
  [AuditAction.OrderReleaseHold]: ['解除待付款', 'Released a payment hold'],
  [AuditAction.TopUpNoticeConfirm]: ['确认充值通知', 'Confirmed a top-up notice'],
  [AuditAction.TopUpNoticeReject]: ['驳回充值通知', 'Rejected a top-up notice'],
  [AuditAction.InvoiceCreate]: ['开具账单', 'Issued an invoice'],
  [AuditAction.BillingSettingsUpdate]: ['修改账单抬头信息', 'Changed the billing details'],
  [AuditAction.ChargeTypeCreate]: ['新建费用类型', 'Created a charge type'],
  [AuditAction.ChargeTypeUpdate]: ['修改费用类型', 'Edited a charge type'],
  [AuditAction.ChargeLineAdd]: ['新增费用明细', 'Added a charge line'],
  [AuditAction.ChargeLineUpdate]: ['修改费用明细', 'Changed a charge line'],
  [AuditAction.ChargeLineRemove]: ['删除费用明细', 'Removed a charge line'],
  [AuditAction.ExchangeRateCreate]: ['添加汇率', 'Added an exchange rate'],
};

export const auditActionDisplayName = (action: string, locale: Locale): string => {
  const names = ACTION_NAMES[action as AuditAction];
  return names ? localized(names, locale) : action;
};

const parseJson = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** One page of the log, newest first; every filter is optional and they combine with AND. */
export async function listAuditEntries(db: AuditDb, request: AuditListRequest, locale: Locale): Promise<PagedResult<AuditEntry>> {
  let query = db.selectFrom('audit_entries as a').selectAll('a');
  const actor = request.actor?.trim();
  if (actor) query = query.where(equalsInsensitive(sql.ref('a.actorUserName'), actor));
  if (request.action) query = query.where('a.action', '=', request.action);
  if (request.entityType) query = query.where('a.entityType', '=', request.entityType);
  if (request.entityId) query = query.where('a.entityId', '=', request.entityId);
  const keyword = request.keyword?.trim();
  if (keyword) query = query.where(containsInsensitive(sql.ref('a.entityLabel'), keyword));
  const from = storedInstant(request.timeFrom);
  if (from) query = query.where('a.time', '>=', from);
  const to = storedInstant(request.timeTo);
  if (to) query = query.where('a.time', '<', to);
  const page = await paginate(db, query, request, {
    sortable: { time: 'a.time' },
    defaultSorting: 'time desc',
    tieBreaker: 'a.id',
    defaultPageSize: 20,
  });
  return {
    totalCount: page.totalCount,
    items: page.items.map((row) => ({
      id: row.id,
      time: row.time,
      actorId: row.actorId,
      actorUserName: row.actorUserName,
      action: row.action as AuditAction,
      actionDisplayName: auditActionDisplayName(row.action, locale),
      entityType: row.entityType as AuditEntityType,
      entityId: row.entityId,
      entityLabel: row.entityLabel,
      before: parseJson(row.before),
      after: parseJson(row.after),
    })),
  };
}
