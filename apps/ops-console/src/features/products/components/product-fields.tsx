import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { EnumCategory, enumValues, systemQueries } from '@forwarder/api-client';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { CountryPicker } from '../../../shared/countries/country-picker';
import type { ProductFormValues } from '../api/product-schemas';

/**
 * A product's fields, shared by "new product" and the product's page: names and descriptions in both languages,
 * transport mode, transit time, weight limits, destination countries (none ticked = every country), order in lists
 * and when tracking goes stale.
 */
export function ProductFields() {
  const { t } = useLingui();
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const errors = formState.errors;
  const enums = useQuery(systemQueries.enums([EnumCategory.TransportMode]));
  const modes = enumValues(enums.data, EnumCategory.TransportMode);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>中文名称</Trans>} required error={errors.nameZh?.message}>
          <Input {...register('nameZh')} maxLength={64} />
        </FormField>
        <FormField label={<Trans>英文名称</Trans>} required error={errors.nameEn?.message}>
          <Input {...register('nameEn')} maxLength={64} lang="en" />
        </FormField>
        <FormField label={<Trans>中文说明</Trans>} error={errors.descriptionZh?.message}>
          <Textarea rows={2} {...register('descriptionZh')} maxLength={500} />
        </FormField>
        <FormField label={<Trans>英文说明</Trans>} error={errors.descriptionEn?.message}>
          <Textarea rows={2} {...register('descriptionEn')} maxLength={500} lang="en" />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <FormField label={<Trans>运输方式</Trans>} required error={errors.transportMode?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('transportMode')}>
              {modes.map((mode) => (
                <option key={mode.value} value={String(mode.value)}>
                  {mode.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>最短时效（天）</Trans>} required error={errors.transitDaysMin?.message}>
          <Input inputMode="numeric" {...register('transitDaysMin')} />
        </FormField>
        <FormField label={<Trans>最长时效（天）</Trans>} required error={errors.transitDaysMax?.message}>
          <Input inputMode="numeric" {...register('transitDaysMax')} />
        </FormField>
        <FormField label={<Trans>轨迹停滞提醒（天）</Trans>} required error={errors.staleAfterDays?.message}>
          <Input inputMode="numeric" {...register('staleAfterDays')} />
        </FormField>
        <FormField label={<Trans>每票最小计费重 (kg)</Trans>} required error={errors.minWeightKg?.message}>
          <Input inputMode="decimal" {...register('minWeightKg')} />
        </FormField>
        <FormField label={<Trans>每票最大计费重 (kg)</Trans>} required error={errors.maxWeightKg?.message}>
          <Input inputMode="decimal" {...register('maxWeightKg')} />
        </FormField>
        <FormField label={<Trans>单箱最大重量 (kg)</Trans>} helper={<Trans>留空为不限</Trans>} error={errors.maxBoxWeightKg?.message}>
          <Input inputMode="decimal" {...register('maxBoxWeightKg')} />
        </FormField>
        <FormField label={<Trans>排序</Trans>} required helper={<Trans>小的在前</Trans>} error={errors.sort?.message}>
          <Input inputMode="numeric" {...register('sort')} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={control}
        name="destinationCountryCodes"
        render={({ field, fieldState }) => (
          <CountryPicker
            label={t`目的国家/地区`}
            hint={t`不选表示送达全部国家/地区。`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
