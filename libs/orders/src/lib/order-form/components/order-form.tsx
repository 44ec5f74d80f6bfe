import { Alert, Box, Button, DataList, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Textarea } from '@chakra-ui/react';
import {
  areaQueries,
  logisticsQueries,
  operationKey,
  systemQueries,
  type Address,
  EnumCategory,
  enumValues,
  type EnumValue,
  type Order,
  type Routing,
  type Profile,
  type QuoteRequest,
  userQueries,
} from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { showServerErrorsOnForm } from '@forwarder/form-errors';
import { zodResolver } from '@forwarder/i18n';
import { BoxLinesFields, completeBoxLines } from '@forwarder/quotes';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useFocusFirstInvalid } from '../../form/focus-first-invalid';
import { PartyFields, type RegionPickerProps } from '../../party/party-fields';
import { emptyParty, partyFromAddress } from '../../party/party-schema';
import {
  emptyOrderForm,
  formPathOfServerField,
  MAX_LINES,
  orderFieldPaths,
  orderFormSchema,
  submitOrder,
  type OrderFormOutput,
  type OrderFormValues,
} from '../api/submit-order';
import { CopyNotice } from '../../after-submit/copy-notice';
import { orderFormFromOrder } from '../../after-submit/order-copy';
import { useOrderToCopy, type OrderToCopy } from '../../after-submit/use-order-to-copy';
import { useOrderDraft } from '../hooks/use-order-draft';
import { estimateWeights, type WeightEstimate } from '../lib/order-weights';
import { DeclaredItemsFields } from './declared-items-fields';
import { DraftNotice } from './draft-notice';
import { OrderEstimate } from './order-estimate';
import { OrderSubmitted } from './order-submitted';
import { RoutingField } from './routing-field';

const AddressBookPicker = lazy(() => import('./address-book-picker').then((module) => ({ default: module.AddressBookPicker })));

type PartyRole = 'sender' | 'receiver';

/** The quote the estimate asks for: only once product, receiver's country and every box are there and valid. */
function quoteRequestOf(routingId: string | undefined, countryCode: string | undefined, parcels: OrderFormValues['parcels']): QuoteRequest | null {
  const boxes = completeBoxLines(parcels);
  if (!routingId || !countryCode || !boxes) return null;
  return { destinationCountryCode: countryCode, routingId, parcels: boxes };
}

export interface OrderFormProps {
  RegionPicker: ComponentType<RegionPickerProps>;
}

/**
 * Submit waybill (spec /user/order): route, sender (pre-filled with the default sender address), receiver, parcels,
 * declaration and references, validated in the member's language and by the server (its messages land on the same
 * fields). The draft survives a session expiry; after submitting, the waybill number and the next steps.
 */
export function OrderForm({ RegionPicker }: OrderFormProps) {
  const profile = useQuery(userQueries.myProfile());
  // "Copy as new order" (`?copy=<id>`): the form starts from that order once it is read.
  const copy = useOrderToCopy();
  // The portal's loader has loaded the profile before any page renders; the skeleton covers a refetch only.
  if (!profile.data || copy.state === 'loading') return <Skeleton height="40" />;
  const copyKey = copy.state === 'ready' ? copy.order.id : 'new';
  return <OrderFormBody key={copyKey} profile={profile.data} RegionPicker={RegionPicker} copy={copy} />;
}

function OrderFormBody({ profile, RegionPicker, copy }: { profile: Profile; RegionPicker: ComponentType<RegionPickerProps>; copy: OrderToCopy }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const defaultSender = profile.defaultSenderAddress ? partyFromAddress(profile.defaultSenderAddress) : emptyParty;
  // Shown until the copy is submitted (the next order starts from the plain form).
  const [copyShown, setCopyShown] = useState(copy);
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    defaultValues: copy.state === 'ready' ? orderFormFromOrder(copy.order) : emptyOrderForm(defaultSender),
    resolver: zodResolver(orderFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { control } = form;
  const formRef = useFocusFirstInvalid(control);
  const drafts = useOrderDraft(form, profile.id);
  const draft = drafts.draft;
  const [submitted, setSubmitted] = useState<Order | null>(null);
  const [serverRejected, setServerRejected] = useState(false);
  const [picking, setPicking] = useState<PartyRole | null>(null);

  const enums = useQuery(systemQueries.enums([EnumCategory.TransportMode, EnumCategory.Currency]));
  const routings = useQuery(logisticsQueries.routingList());
  const countries = useQuery(areaQueries.regionList({ level: 0 }));
  const [routingId, parcels, receiverCountryId] = useWatch({ control, name: ['routingId', 'parcels', 'receiver.regionLv0Id'] });
  const routing = routings.data?.items.find((item) => item.id === routingId);
  const receiverCountry = countries.data?.items.find((country) => country.id === receiverCountryId);
  const notServed =
    routing && receiverCountry && routing.destinationCountryCodes.length > 0 && !routing.destinationCountryCodes.includes(receiverCountry.code);
  const countryName = receiverCountry?.displayName ?? '';
  const estimate = estimateWeights(parcels, routing?.transportMode);
  const quoteRequest = quoteRequestOf(routing?.id, receiverCountry?.code, parcels);

  const mutation = useMutation({
    mutationFn: (values: OrderFormOutput) => withoutErrorToast(() => submitOrder(values)),
    onSuccess: (order) => {
      drafts.clear();
      setSubmitted(order);
      void queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') });
      void queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') });
    },
    // After a 401 the member is on the way to the login page, the draft saved just before sending.
    onError: (error) =>
      setServerRejected(showServerErrorsOnForm(error, orderFieldPaths(form.getValues()), form.setError, formPathOfServerField) > 0),
  });

  const onSubmit = form.handleSubmit((values) => {
    drafts.flush();
    setServerRejected(false);
    mutation.mutate(values);
  });

  const pickAddress = (role: PartyRole, address: Address) => {
    form.setValue(role, partyFromAddress(address), { shouldDirty: true });
    form.clearErrors(role);
    setPicking(null);
  };
  const startNext = () => {
    const { sender, routingId: keptRouting, currency } = form.getValues();
    form.reset(emptyOrderForm(sender, { routingId: keptRouting, currency }));
    setSubmitted(null);
    setServerRejected(false);
    setCopyShown({ state: 'none' });
    window.requestAnimationFrame(() => form.setFocus('receiver.name'));
  };

  if (submitted) return <OrderSubmitted order={submitted} onNext={startNext} />;

  const pickButton = (role: PartyRole) => (
    <Button size="sm" variant="outline" onClick={() => setPicking(role)}>
      {role === 'sender' ? t`从地址簿选择发件人` : t`从地址簿选择收件人`}
    </Button>
  );

  return (
    <Stack gap="6">
      <CopyNotice copy={copyShown} />
      {draft ? <DraftNotice savedAt={draft.savedAt} onRestore={() => drafts.restore(draft)} onDiscard={drafts.discard} /> : null}
      {serverRejected ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>运单未提交：请修正标出的字段后重新提交。</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t`运单信息`}>
          <Stack gap="6">
            <RoutingSection
              transportModes={enumValues(enums.data, EnumCategory.TransportMode)}
              routing={routing}
              notServedIn={notServed ? countryName : null}
            />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
              <FormSection title={t`发件人`} actions={pickButton('sender')}>
                <PartyFields prefix="sender" RegionPicker={RegionPicker} />
              </FormSection>
              <FormSection title={t`收件人`} actions={pickButton('receiver')}>
                <PartyFields prefix="receiver" RegionPicker={RegionPicker} />
              </FormSection>
            </SimpleGrid>
            <FormSection title={t`包裹`}>
              <BoxLinesFields transportMode={routing?.transportMode} maxLines={MAX_LINES} />
            </FormSection>
            <FormSection title={t`申报信息`}>
              <DeclaredItemsFields currencies={enumValues(enums.data, EnumCategory.Currency)} />
            </FormSection>
            <OtherInfoSection />
            <SubmitBar estimate={estimate} quoteRequest={quoteRequest} pending={mutation.isPending} />
          </Stack>
        </form>
      </FormProvider>
      {picking ? (
        <Suspense fallback={null}>
          <AddressBookPicker
            title={picking === 'sender' ? t`选择发件人地址` : t`选择收件人地址`}
            onPick={(address) => pickAddress(picking, address)}
            onClose={() => setPicking(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function FormSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  // A group named by its heading (rather than a fieldset legend), so the actions can sit beside the heading.
  return (
    <Box role="group" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="4">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}

function SummaryItem({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The product, and a warning when it does not deliver to the receiver's country. */
function RoutingSection({
  transportModes,
  routing,
  notServedIn,
}: {
  transportModes: readonly EnumValue[];
  routing: Routing | undefined;
  /** The receiver's country when the chosen product does not deliver there. */
  notServedIn: string | null;
}) {
  const { t } = useLingui();
  const countryName = notServedIn;
  return (
    <FormSection title={t`运输产品`}>
      <Box maxW={{ md: 'xl' }}>
        <RoutingField transportModes={transportModes} selected={routing} />
      </Box>
      {notServedIn ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              所选产品不送达 {countryName}，请更换产品或收件国家。
            </Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </FormSection>
  );
}

/** Customer reference and remark. */
function OtherInfoSection() {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = useFormContext<OrderFormValues, unknown, OrderFormOutput>();
  return (
    <FormSection title={t`其他信息`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t`客户单号`} error={errors.customerReference?.message}>
          <Input {...register('customerReference')} />
        </FormField>
        <FormField label={t`备注`} error={errors.remark?.message}>
          <Textarea rows={2} {...register('remark')} />
        </FormField>
      </SimpleGrid>
    </FormSection>
  );
}

/** The weight and price estimates (the server's rules; the saved order's figures are binding) and the submit button. */
function SubmitBar({ estimate, quoteRequest, pending }: { estimate: WeightEstimate; quoteRequest: QuoteRequest | null; pending: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="4" borderTopWidth="1px" pt="4">
      <DataList.Root orientation="horizontal" size="sm" aria-label={t`重量估算`}>
        <SummaryItem label={t`总件数`} value={String(estimate.parcelCount)} />
        <SummaryItem label={t`实际重量`} value={`${estimate.totalWeightKg} kg`} />
        <SummaryItem label={t`体积重`} value={`${estimate.volumeWeightKg} kg`} />
        <SummaryItem label={t`计费重（估算）`} value={`${estimate.chargeableWeightKg} kg`} />
      </DataList.Root>
      <OrderEstimate request={quoteRequest} />
      <HStack gap="3">
        <Button type="submit" size="lg" loading={pending}>
          <Trans>提交运单</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
