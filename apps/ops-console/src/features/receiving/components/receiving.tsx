import { Alert, Box, Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsQueries, type OpsOrder } from '@forwarder/api-client/ops';
import { FormField, LoadingStatus, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { useReference } from '../../../shared/reference/use-reference';
import type { ReceivingPlace } from '../api/receive-schema';
import { PlaceSettings } from './place-settings';
import { ReceiveForm } from './receive-form';

/**
 * Receiving: scan a parcel's waybill in (Enter), weigh and measure each box, finish with Ctrl+Enter or the button;
 * the cursor then returns to the waybill field for the next parcel. The warehouse's place is set once per station.
 */
export function Receiving() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reference = useReference();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // A station's one job: the waybill field has the focus when the page opens (a scanner types into it).
  useEffect(() => field.current?.focus(), []);
  const [waybillNumber, setWaybillNumber] = useState('');
  const [place, setPlace] = useState<ReceivingPlace | null>(null);
  const [last, setLast] = useState<OpsOrder | null>(null);
  const order = useQuery({ ...opsQueries.orderByWaybill(waybillNumber), enabled: waybillNumber !== '' });
  const notFound = order.isError && isApiError(order.error) && order.error.status === 404;
  const station = place ?? { locationZh: '', locationEn: '', timeZone: reference.data?.defaultTimeZone ?? '+08:00' };

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setWaybillNumber(text.trim().toUpperCase());
  };
  const next = () => {
    setWaybillNumber('');
    setText('');
    // After the form unmounts: back to the waybill field for the next parcel.
    requestAnimationFrame(() => field.current?.focus());
  };
  const onReceived = (received: OpsOrder) => {
    setLast(received);
    void invalidateOrderReads(queryClient);
    const number = received.waybillNumber;
    const reason = received.exception?.reasonDisplayName;
    // A short delivery confirmed: received, and held in exception at once.
    if (reason) void showToast({ type: 'warning', title: t`已入库：${number}，转为异常：${reason}` });
    else void showToast({ type: 'success', title: t`已入库：${number}` });
    next();
  };

  return (
    <Stack gap="5">
      <PlaceSettings place={station} onChange={setPlace} />
      <Box as="form" onSubmit={lookUp} aria-label={t`查找运单`}>
        <FormField label={<Trans>运单号</Trans>} helper={<Trans>扫描条码或输入运单号后按回车。</Trans>}>
          <HStack gap="2">
            <Input
              ref={field}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              size="lg"
              fontFamily="mono"
            />
            <Button type="submit" size="lg">
              <Trans>查找</Trans>
            </Button>
          </HStack>
        </FormField>
      </Box>
      {last && !waybillNumber ? <LastReceived order={last} /> : null}
      {notFound ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>找不到运单 {waybillNumber}。</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {waybillNumber && order.isPending ? <LoadingStatus label={t`正在查找运单`}>
          <Skeleton height="40" />
        </LoadingStatus> : null}
      {order.data && waybillNumber ? <ReceiveForm key={order.data.id} order={order.data} place={station} onReceived={onReceived} onCancel={next} /> : null}
    </Stack>
  );
}

function LastReceived({ order }: { order: OpsOrder }) {
  const number = order.waybillNumber;
  const weight = order.measured?.chargeableWeightKg ?? order.chargeableWeightKg;
  const reason = order.exception?.reasonDisplayName;
  return (
    <Text role="status" color="fg.muted">
      {reason ? (
        <Trans>
          上一票 {number} 已入库，实测计费重 {weight} kg；已转为异常：{reason}。
        </Trans>
      ) : (
        <Trans>
          上一票 {number} 已入库，实测计费重 {weight} kg。
        </Trans>
      )}
    </Text>
  );
}
