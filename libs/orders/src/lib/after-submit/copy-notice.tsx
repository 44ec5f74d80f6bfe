import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { OrderToCopy } from './use-order-to-copy';

/** Says what the form was filled from (or that the order to copy was not found), so nothing is submitted unread. */
export function CopyNotice({ copy }: { copy: OrderToCopy }) {
  if (copy.state === 'ready') {
    const { waybillNumber } = copy.order;
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>已复制运单 {waybillNumber} 的运输产品、发件人、收件人、包裹和申报物品：请核对后提交。客户单号和备注未复制。</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (copy.state === 'missing') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>找不到要复制的运单（它可能不属于当前账号），已打开空白表单。</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}
