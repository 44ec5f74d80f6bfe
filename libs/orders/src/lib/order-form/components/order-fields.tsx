import { Alert, Box, Button, DataList, Heading, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { areaQueries, EnumCategory, enumValues, logisticsQueries, systemQueries, type Address, type EnumValue, type QuoteRequest, type Routing } from '@forwarder/api-client';
import { BoxLinesFields, completeBoxLines } from '@forwarder/quotes';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { useFocusFirstInvalid } from '../../form/focus-first-invalid';
import { PartyFields, type RegionPickerProps } from '../../party/party-fields';
import { partyFromAddress } from '../../party/party-values';
import { MAX_LINES, type OrderFormOutput, type OrderFormValues } from '../api/submit-order';
import { estimateWeights, type WeightEstimate } from '../lib/order-weights';
import { DeclaredItemsFields } from './declared-items-fields';
import { OrderEstimate } from './order-estimate';
import { RoutingField } from './routing-field';

// The order form's fields, the same for a new order and for editing a submitted one: product, sender, receiver,
// boxes, declaration and references, the estimates, and the submit button the caller names.

const AddressBookPicker = lazy(() => import('./address-book-picker').then((module) => ({ default: module.AddressBookPicker })));

type PartyRole = 'sender' | 'receiver';

/** The quote the estimate asks for: only once product, receiver's country and every box are there and valid. */
function quoteRequestOf(routingId: string | undefined, countryCode: string | undefined, parcels: OrderFormValues['parcels']): QuoteRequest | null {
  const boxes = completeBoxLines(parcels);
  if (!routingId || !countryCode || !boxes) return null;
  return { destinationCountryCode: countryCode, routingId, parcels: boxes };
}

export interface OrderFieldsProps {
  form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: ReactNode;
  RegionPicker: ComponentType<RegionPickerProps>;
  /** Beside the submit button (the edit page's way back). */
  secondaryAction?: ReactNode;
}

/** The form itself, with the address book picker it opens. */
export function OrderFields({ form, onSubmit, pending, submitLabel, RegionPicker, secondaryAction }: OrderFieldsProps) {
  const { t } = useLingui();
  const { control } = form;
  const formRef = useFocusFirstInvalid(control);
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

  const pickAddress = (role: PartyRole, address: Address) => {
    form.setValue(role, partyFromAddress(address), { shouldDirty: true });
    form.clearErrors(role);
    setPicking(null);
  };
  const pickButton = (role: PartyRole) => (
    <Button size="sm" variant="outline" onClick={() => setPicking(role)}>
      {role === 'sender' ? t`从地址簿选择发件人` : t`从地址簿选择收件人`}
    </Button>
  );

  return (
    <>
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
            <SubmitBar estimate={estimate} quoteRequest={quoteRequest} pending={pending} label={submitLabel} secondaryAction={secondaryAction} />
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
    </>
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
function SubmitBar({
  estimate,
  quoteRequest,
  pending,
  label,
  secondaryAction,
}: {
  estimate: WeightEstimate;
  quoteRequest: QuoteRequest | null;
  pending: boolean;
  label: ReactNode;
  secondaryAction: ReactNode;
}) {
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
          {label}
        </Button>
        {secondaryAction}
      </HStack>
    </Stack>
  );
}
