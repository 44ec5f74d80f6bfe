import { AuditAction, AuditEntityType } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The filter needs every action's and entity's name before any entry is loaded; the contract gives display names only
// on entries (`actionDisplayName`), so the console words the filter's options itself.
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  [AuditAction.OrderEvent]: msg`发布轨迹事件`,
  [AuditAction.OrderReceive]: msg`入库称重`,
  [AuditAction.OrderExceptionRaise]: msg`登记异常`,
  [AuditAction.OrderExceptionResolve]: msg`解决异常`,
  [AuditAction.BatchCreate]: msg`新建批次`,
  [AuditAction.BatchUpdate]: msg`修改批次`,
  [AuditAction.BatchAddOrders]: msg`运单加入批次`,
  [AuditAction.BatchRemoveOrder]: msg`运单移出批次`,
  [AuditAction.BatchEvent]: msg`批次发布事件`,
  [AuditAction.StaffCreate]: msg`新建员工账号`,
  [AuditAction.StaffUpdate]: msg`修改员工账号`,
  [AuditAction.MessageHandle]: msg`处理留言`,
  [AuditAction.MessageReopen]: msg`重新打开留言`,
  [AuditAction.CustomerCreate]: msg`开通客户账号`,
  [AuditAction.CustomerEnable]: msg`启用客户账号`,
  [AuditAction.CustomerDisable]: msg`停用客户账号`,
  [AuditAction.CustomerPasswordReset]: msg`重置客户密码`,
  // e-mail (issue 12)
  [AuditAction.MessageReply]: msg`回复留言`,
  [AuditAction.CustomerPasswordResetLink]: msg`发送密码重置链接`,
  [AuditAction.MailRetry]: msg`重发邮件`,
  // events in bulk (issue 12)
  [AuditAction.OrderImport]: msg`表格导入事件`,
  [AuditAction.OrderApiEvent]: msg`接口写入事件`,
  [AuditAction.ApiKeyCreate]: msg`新建 API 密钥`,
  [AuditAction.ApiKeyRevoke]: msg`吊销 API 密钥`,
  // site management (issue 13)
  [AuditAction.SiteImageUpload]: msg`上传网站图片`,
  [AuditAction.SiteSettingsUpdate]: msg`修改站点设置`,
  // shipping products and rate sheets (issue 13)
  [AuditAction.RoutingCreate]: msg`新建运输产品`,
  [AuditAction.RoutingUpdate]: msg`修改运输产品`,
  [AuditAction.RoutingRetire]: msg`停用运输产品`,
  [AuditAction.RoutingRestore]: msg`恢复运输产品`,
  [AuditAction.RateSheetReplace]: msg`修改运价表`,
  [AuditAction.RateSheetImport]: msg`表格导入运价`,
  // site content (issue 13)
  [AuditAction.SiteNavCreate]: msg`新建导航`,
  [AuditAction.SiteNavUpdate]: msg`修改导航`,
  [AuditAction.SiteNavDelete]: msg`删除导航`,
  [AuditAction.SiteNavMove]: msg`调整导航顺序`,
  [AuditAction.SiteNavVisibility]: msg`显示或隐藏导航`,
  [AuditAction.PageContentCreate]: msg`新建首页内容`,
  [AuditAction.PageContentUpdate]: msg`修改首页内容`,
  [AuditAction.PageContentDelete]: msg`删除首页内容`,
  [AuditAction.PageContentMove]: msg`调整首页内容顺序`,
  [AuditAction.PageContentPublish]: msg`发布或下线首页内容`,
  // site content (issue 13)
  [AuditAction.ArticleCreate]: msg`新建文章`,
  [AuditAction.ArticleUpdate]: msg`修改文章`,
  [AuditAction.ArticleDelete]: msg`删除文章`,
  [AuditAction.ArticlePublish]: msg`发布文章`,
  [AuditAction.ArticleUnpublish]: msg`撤回文章`,
  [AuditAction.ArticleCategoryCreate]: msg`新建文章分类`,
  [AuditAction.ArticleCategoryUpdate]: msg`修改文章分类`,
  [AuditAction.ArticleCategoryDelete]: msg`删除文章分类`,
  [AuditAction.ArticleCategoryMove]: msg`调整文章分类顺序`,
  // orders after submitting (issue 14)
  [AuditAction.OrderCustomerCancel]: msg`客户取消运单`,
  // editing before the warehouse receives it (issue 27)
  [AuditAction.OrderCustomerEdit]: msg`客户修改订单`,
  // money (issue 29)
  [AuditAction.BillingAccountUpdate]: msg`设置客户账户`,
  [AuditAction.LedgerPayment]: msg`登记收款`,
  [AuditAction.LedgerAdjustment]: msg`调账`,
  [AuditAction.LedgerReversal]: msg`冲正账目`,
  [AuditAction.OrderReleaseHold]: msg`解除待付款`,
  [AuditAction.TopUpNoticeConfirm]: msg`确认充值通知`,
  [AuditAction.TopUpNoticeReject]: msg`驳回充值通知`,
  [AuditAction.InvoiceCreate]: msg`开具账单`,
  [AuditAction.BillingSettingsUpdate]: msg`修改账单抬头信息`,
  [AuditAction.ChargeTypeCreate]: msg`新建费用类型`,
  [AuditAction.ChargeTypeUpdate]: msg`修改费用类型`,
  [AuditAction.ChargeLineAdd]: msg`新增费用明细`,
  [AuditAction.ChargeLineUpdate]: msg`修改费用明细`,
  [AuditAction.ChargeLineRemove]: msg`删除费用明细`,
  [AuditAction.ExchangeRateCreate]: msg`添加汇率`,
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, MessageDescriptor> = {
  [AuditEntityType.Order]: msg`运单`,
  [AuditEntityType.Batch]: msg`批次`,
  [AuditEntityType.Staff]: msg`员工账号`,
  [AuditEntityType.Message]: msg`客户留言`,
  [AuditEntityType.Customer]: msg`客户`,
  [AuditEntityType.Mail]: msg`邮件`,
  [AuditEntityType.ApiKey]: msg`API 密钥`,
  [AuditEntityType.SiteImage]: msg`网站图片`,
  [AuditEntityType.SiteSettings]: msg`站点设置`,
  // shipping products (issue 13)
  [AuditEntityType.Routing]: msg`运输产品`,
  [AuditEntityType.SiteNav]: msg`网站导航`,
  [AuditEntityType.PageContent]: msg`首页内容`,
  [AuditEntityType.Article]: msg`文章`,
  [AuditEntityType.ArticleCategory]: msg`文章分类`,
};

/** The changed fields of an entry, before and after (either side may be null: a creation has no before). */
export function changedFields(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  const b = record(before);
  const a = record(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}
