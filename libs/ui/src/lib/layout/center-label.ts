import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { UserType } from '@forwarder/contracts/api-f';

/**
 * The name of a signed-in user's centre, by user type: 个人中心 (members), 商家中心 (merchants), 运营中心 (staff, the
 * operations console). Render it with `i18n._(centerLabel(type))`; the user header's link and the site header's
 * account button say the same.
 */
export function centerLabel(userType: number | null | undefined): MessageDescriptor {
  if (userType === UserType.Merchant) return msg`商家中心`;
  if (userType === UserType.Staff) return msg`运营中心`;
  return msg`个人中心`;
}
