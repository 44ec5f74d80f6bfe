import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from './paths';

export interface MenuItem {
  path: string;
  label: MessageDescriptor;
}

// Spec section 2, member area menu. Order detail is reached from the list, not the menu.
export const menu: MenuItem[] = [
  { path: paths.center, label: msg`我的主页` },
  { path: paths.order, label: msg`提交运单` },
  { path: paths.batchOrder, label: msg`批量下单` },
  { path: paths.myOrders, label: msg`我的运单` },
  { path: paths.addresses, label: msg`我的地址簿` },
  { path: paths.profile, label: msg`个人资料` },
  { path: paths.data, label: msg`数据管理` },
];
