import { HStack, List, Text } from '@chakra-ui/react';
import { AddOutcome, type AddBatchOrdersResult } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OutcomeMark, type Tone } from '../layout/outcome-mark';

const OUTCOMES: Record<AddOutcome, { tone: Tone; label: MessageDescriptor }> = {
  [AddOutcome.Added]: { tone: 'success', label: msg`已加入` },
  [AddOutcome.AlreadyInBatch]: { tone: 'info', label: msg`已在本批次` },
  [AddOutcome.InOtherBatch]: { tone: 'warning', label: msg`在其他批次` },
  [AddOutcome.Unknown]: { tone: 'error', label: msg`单号不存在` },
  [AddOutcome.Final]: { tone: 'error', label: msg`已签收或已取消` },
};

/** What adding waybills to a batch did, number by number (the server's message beside each). */
export function AddOutcomeList({ items }: { items: AddBatchOrdersResult['items'] }) {
  const { i18n, t } = useLingui();
  const added = items.filter((item) => item.outcome === AddOutcome.Added).length;
  const total = items.length;
  return (
    <>
      <Text fontWeight="medium">{t`${added} / ${total} 个运单已加入`}</Text>
      <List.Root variant="plain" gap="1" aria-label={t`加入结果`}>
        {items.map((item) => {
          const outcome = OUTCOMES[item.outcome];
          return (
            <List.Item key={item.waybillNumber}>
              <HStack gap="3" wrap="wrap">
                <OutcomeMark tone={outcome.tone} size="sm">
                  {i18n._(outcome.label)}
                </OutcomeMark>
                <Text fontFamily="mono">{item.waybillNumber}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {item.message}
                </Text>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </>
  );
}
