import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from './paths';

export interface MenuItem {
  path: string;
  label: MessageDescriptor;
}

// Spec section 2, merchant area menu.
export const menu: MenuItem[] = [
  { path: paths.center, label: msg`我的主页` },
  { path: paths.data, label: msg`数据管理` },
];
