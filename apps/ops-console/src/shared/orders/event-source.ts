import { EventSource } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The contract names an event's source by value only (no display name): the console words them.
export const EVENT_SOURCE_LABELS: Record<EventSource, MessageDescriptor> = {
  [EventSource.System]: msg`系统`,
  [EventSource.Staff]: msg`员工操作`,
  [EventSource.Scan]: msg`扫描`,
  [EventSource.Receiving]: msg`入库`,
  [EventSource.Batch]: msg`批次发布`,
  [EventSource.Import]: msg`表格导入`,
  [EventSource.Api]: msg`接口（API 密钥）`,
  [EventSource.Customer]: msg`客户取消`,
};
