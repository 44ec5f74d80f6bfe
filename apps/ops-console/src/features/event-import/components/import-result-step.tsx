import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ImportEventsResult } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '../../../config/paths';
import { MAX_FILTER_NUMBERS } from '../../../shared/waybills/waybill-numbers';

export interface ImportResultStepProps {
  result: ImportEventsResult;
  /** The waybills of the imported rows, once each. */
  waybillNumbers: readonly string[];
  onRestart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 4: how many events reached how many waybills, a link to those waybills in the order list, another import. */
export function ImportResultStep({ result, waybillNumbers, onRestart, headingRef }: ImportResultStepProps) {
  const to = useLocalePath();
  const { eventCount, orderCount, alreadyAppliedCount } = result;
  // A sheet's waybills open the order list filtered to them; more than the filter takes open the whole list.
  const orders =
    waybillNumbers.length > 0 && waybillNumbers.length <= MAX_FILTER_NUMBERS
      ? withQuery(paths.orders, { numbers: waybillNumbers.join(',') })
      : paths.orders;
  return (
    <Stack as="section" aria-labelledby="event-result-heading" gap="5">
      <Heading as="h2" size="lg" id="event-result-heading" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        <Trans>导入完成</Trans>
      </Heading>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>
              已为 {orderCount} 个运单写入 {eventCount} 个事件。
            </Trans>
          </Alert.Title>
          {alreadyAppliedCount > 0 ? (
            <Alert.Description>
              <Trans>已跳过 {alreadyAppliedCount} 行（与最新事件相同）。</Trans>
            </Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={to(orders)}>
            <Trans>在运单列表中查看</Trans>
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={onRestart}>
          <Trans>再导入一个文件</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
