import { Alert, Button, DataList, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { OrderStatus, receiveParcels, type OpsOrder } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { CardSection, DataItem } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { WeightsComparison } from '../../../shared/orders/weights-comparison';
import {
  emptyBox,
  liveWeights,
  receiveSchema,
  shortDeliveryOf,
  toReceiveInput,
  type ReceiveFormOutput,
  type ReceiveFormValues,
  type ReceivingPlace,
  type ShortDelivery,
} from '../api/receive-schema';
import { BoxRows } from './box-rows';

const ShortDeliveryDialog = lazy(() => import('./short-delivery-dialog').then((module) => ({ default: module.ShortDeliveryDialog })));

export interface ReceiveFormProps {
  order: OpsOrder;
  place: ReceivingPlace;
  onReceived: (order: OpsOrder) => void;
  onCancel: () => void;
}

/**
 * The parcel found: who and what it is, its measured boxes, and the figures declared and measured side by side,
 * recomputed at every keystroke by the order's weight rule. Submitted orders become Received; a received one is
 * re-measured (no new event); later statuses cannot be received.
 */
export function ReceiveForm({ order, place, onReceived, onCancel }: ReceiveFormProps) {
  const form = useForm<ReceiveFormValues, unknown, ReceiveFormOutput>({ resolver: zodResolver(receiveSchema), defaultValues: { boxes: [emptyBox] } });
  const boxes = useWatch({ control: form.control, name: 'boxes' });
  const measured = liveWeights(boxes, order.transportMode);
  const receivable = order.status === OrderStatus.Submitted || order.status === OrderStatus.Received;
  const short = shortDeliveryOf(order, boxes.length);
  const receive = useMutation({
    mutationFn: ({ output, acceptShortDelivery }: { output: ReceiveFormOutput; acceptShortDelivery: boolean }) =>
      receiveParcels(toReceiveInput(order.waybillNumber, output, place, acceptShortDelivery), FORM_SEND),
    onSuccess: onReceived,
  });
  // Fewer boxes than declared: the boxes wait for the operator's confirmation (the server refuses them without it).
  const [confirming, setConfirming] = useState<ReceiveFormOutput | null>(null);
  const submit = form.handleSubmit((output) => {
    if (shortDeliveryOf(order, output.boxes.length)) setConfirming(output);
    else receive.mutate({ output, acceptShortDelivery: false });
  });
  // The parcel is on the scale: the cursor goes to the first box's weight.
  const { setFocus } = form;
  useEffect(() => {
    if (receivable) setFocus('boxes.0.weightKg');
  }, [receivable, setFocus]);
  const { waybillNumber, customer, routingDisplayName, statusDisplayName } = order;

  return (
    <CardSection title={<Trans>称重入库：{waybillNumber}</Trans>}>
      <Stack gap="5">
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>客户</Trans>}>{`${customer.companyName || customer.name} (${customer.userName})`}</DataItem>
          <DataItem label={<Trans>产品</Trans>}>{routingDisplayName}</DataItem>
          <DataItem label={<Trans>当前状态</Trans>}>{statusDisplayName}</DataItem>
        </DataList.Root>
        <StatusNote status={order.status} />
        {short ? <ShortDeliveryNote short={short} /> : null}
        <RefusalAlert error={receive.error} />
        {receivable ? (
          <FormProvider {...form}>
            <form noValidate onSubmit={submit}>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
                <BoxRows volumeWeights={measured.boxVolumeWeightsKg} onSubmitShortcut={() => void submit()} />
                <WeightsComparison declared={order} measured={measured} measuredLabel={<Trans>实测（本次）</Trans>} />
              </SimpleGrid>
              <HStack mt="5" gap="2">
                <Button type="submit" loading={receive.isPending}>
                  <Trans>完成入库</Trans>
                </Button>
                <Button type="button" variant="outline" onClick={onCancel}>
                  <Trans>换一票</Trans>
                </Button>
              </HStack>
            </form>
          </FormProvider>
        ) : (
          <Button alignSelf="start" variant="outline" onClick={onCancel}>
            <Trans>换一票</Trans>
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {confirming && short ? (
          <ShortDeliveryDialog
            waybillNumber={waybillNumber}
            short={short}
            receive={{ mutate: () => receive.mutate({ output: confirming, acceptShortDelivery: true }), isPending: receive.isPending }}
            error={receive.error}
            onClose={() => setConfirming(null)}
          />
        ) : null}
      </Suspense>
    </CardSection>
  );
}

/** Declared against received boxes while staff type, when fewer than declared: what finishing will ask. */
function ShortDeliveryNote({ short }: { short: ShortDelivery }) {
  const { declared, received } = short;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>
            少件：申报 {declared} 件，本次录入 {received} 件
          </Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>完成入库时需要确认；确认后运单转为“少件”异常，客户会看到。</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function StatusNote({ status }: { status: OpsOrder['status'] }) {
  if (status === OrderStatus.Submitted) {
    return (
      <Text color="fg.muted">
        <Trans>完成后运单状态变为“已入库”，客户会看到入库轨迹。</Trans>
      </Text>
    );
  }
  if (status === OrderStatus.Received) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>该运单已入库：本次为重新测量，不产生新的轨迹。</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>该运单已离开仓库或已结束，不能入库。</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
