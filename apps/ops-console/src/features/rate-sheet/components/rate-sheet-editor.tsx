import { Button, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { EnumCategory, enumValues, systemQueries } from '@forwarder/api-client';
import { opsOperationKey, opsQueries, replaceRateSheet, type OpsRoutingDetail, type RateSheet } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { CardSection, FormField, RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useFieldArray, useForm, useFormContext, type Path } from 'react-hook-form';
import { rateSheetImportPath } from '../../../config/paths';
import { FORM_SEND, RefusalAlert, showFieldErrors } from '../../../shared/form/server-errors';
import { PageLink } from '../../../shared/layout/page-link';
import {
  emptyZone,
  rateSheetFieldPaths,
  rateSheetSchema,
  rateSheetValues,
  toRateSheetInput,
  type RateSheetFormOutput,
  type RateSheetFormValues,
} from '../api/rate-sheet-schema';
import { ZoneFields } from './zone-fields';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** A product's rate sheet, edited as a whole and saved in one go (the server replaces it all or nothing). */
export function RateSheetEditor({ product }: { product: OpsRoutingDetail }) {
  const sheet = useQuery(opsQueries.rateSheet(product.id));
  return (
    <CardSection
      title={<Trans>运价表</Trans>}
      actions={
        <PageLink to={rateSheetImportPath(product.id)}>
          <Trans>从表格导入分区</Trans>
        </PageLink>
      }
    >
      {sheet.isError ? (
        <RetryAlert title={<Trans>运价表加载失败</Trans>} onRetry={() => void sheet.refetch()} />
      ) : sheet.data ? (
        <RateSheetForm key={sheet.data.lastModificationTime ?? 'new'} product={product} sheet={sheet.data} />
      ) : (
        <Skeleton height="40" aria-busy="true" />
      )}
    </CardSection>
  );
}

function RateSheetForm({ product, sheet }: { product: OpsRoutingDetail; sheet: RateSheet }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<RateSheetFormValues, unknown, RateSheetFormOutput>({ resolver: zodResolver(rateSheetSchema), defaultValues: rateSheetValues(sheet) });
  const zones = useFieldArray({ control: form.control, name: 'zones' });
  const among = product.destinationCountryCodes.length > 0 ? product.destinationCountryCodes : undefined;
  const save = useMutation({
    mutationFn: (values: RateSheetFormOutput) => replaceRateSheet(product.id, toRateSheetInput(values), FORM_SEND),
    onSuccess: (saved) => {
      queryClient.setQueryData(opsQueries.rateSheet(product.id).queryKey, saved);
      for (const id of ['getOpsRoutingList', 'getOpsRouting', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
      void showToast({ type: 'success', title: t`运价表已保存，报价立即生效` });
    },
    onError: (error) => showFieldErrors(error, rateSheetFieldPaths(form.getValues()) as Path<RateSheetFormValues>[], form.setError),
  });
  const modified = sheet.lastModificationTime ? siteTime.time(sheet.lastModificationTime) : null;
  const modifier = sheet.lastModifierUserName ?? '';
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t`运价表`} onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="5">
          <Text color="fg.muted" fontSize="sm">
            {modified ? <Trans>最近修改：{modified} · {modifier}</Trans> : <Trans>此产品还没有运价表，以下为默认设置；没有分区时报价不会列出此产品。</Trans>}
          </Text>
          <RefusalAlert error={save.error} />
          <SheetSettings />
          <Stack gap="4">
            {zones.fields.map((field, index) => (
              <ZoneFields key={field.id} index={index} among={among} onRemove={() => zones.remove(index)} />
            ))}
            {zones.fields.length === 0 ? (
              <Text>
                <Trans>还没有分区。</Trans>
              </Text>
            ) : null}
          </Stack>
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" disabled={zones.fields.length >= 200} onClick={() => zones.append(emptyZone(), { shouldFocus: true })}>
              <Trans>添加分区</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>保存运价表</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The sheet's settings: currency, volumetric divisor, chargeable-weight rounding, minimum charge, fuel surcharge. */
function SheetSettings() {
  const { register, formState } = useFormContext<RateSheetFormValues>();
  const errors = formState.errors;
  const enums = useQuery(systemQueries.enums([EnumCategory.Currency]));
  const currencies = enumValues(enums.data, EnumCategory.Currency);
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
      <FormField label={<Trans>币种</Trans>} required error={errors.currency?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('currency')}>
            {currencies.map((currency) => (
              <option key={currency.value} value={String(currency.value)}>
                {currency.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>体积重除数</Trans>} required helper={<Trans>长×宽×高 (cm³) ÷ 除数 = 体积重 (kg)</Trans>} error={errors.volumetricDivisor?.message}>
        <Input inputMode="numeric" {...register('volumetricDivisor')} />
      </FormField>
      <FormField label={<Trans>计费重进位 (kg)</Trans>} required error={errors.chargeableWeightStepKg?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('chargeableWeightStepKg')}>
            <option value="0.1">0.1</option>
            <option value="0.5">0.5</option>
            <option value="1">1</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>最低收费</Trans>} required error={errors.minimumCharge?.message}>
        <Input inputMode="decimal" {...register('minimumCharge')} />
      </FormField>
      <FormField label={<Trans>燃油附加费 (%)</Trans>} required error={errors.fuelSurchargePercent?.message}>
        <Input inputMode="decimal" {...register('fuelSurchargePercent')} />
      </FormField>
    </SimpleGrid>
  );
}
