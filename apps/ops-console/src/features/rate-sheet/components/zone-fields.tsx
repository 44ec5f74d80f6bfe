import { Box, Button, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RatePricingMethod } from '@forwarder/api-client/ops';
import { CloseIcon, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CountryPicker } from '../../../shared/countries/country-picker';
import { emptyBreak, type RateSheetFormValues } from '../api/rate-sheet-schema';

export interface ZoneFieldsProps {
  index: number;
  /** The product's destination countries (a zone may price only those); undefined when it serves every country. */
  among: readonly string[] | undefined;
  onRemove: () => void;
}

/** One zone of the sheet: code, names, countries, and its prices by weight steps or by per-kg breaks. */
export function ZoneFields({ index, among, onRemove }: ZoneFieldsProps) {
  const { t } = useLingui();
  const { register, control, formState } = useFormContext<RateSheetFormValues>();
  const errors = formState.errors.zones?.[index];
  const method = useWatch({ control, name: `zones.${index}.pricingMethod` });
  const code = useWatch({ control, name: `zones.${index}.code` });
  const number = index + 1;
  const name = code || t`分区 ${number}`;
  return (
    <Box role="group" aria-label={t`分区 ${number}`} borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">
          <Trans>分区 {number}</Trans>
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={t`删除分区 ${name}`}>
          <Trans>删除分区</Trans>
        </Button>
      </HStack>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <FormField label={<Trans>分区代码</Trans>} required error={errors?.code?.message}>
            <Input {...register(`zones.${index}.code`)} maxLength={16} autoComplete="off" />
          </FormField>
          <FormField label={<Trans>中文名称</Trans>} required error={errors?.nameZh?.message}>
            <Input {...register(`zones.${index}.nameZh`)} maxLength={64} />
          </FormField>
          <FormField label={<Trans>英文名称</Trans>} required error={errors?.nameEn?.message}>
            <Input {...register(`zones.${index}.nameEn`)} maxLength={64} lang="en" />
          </FormField>
          <FormField label={<Trans>计价方式</Trans>} required error={errors?.pricingMethod?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`zones.${index}.pricingMethod`)}>
                <option value={RatePricingMethod.Step}>{t`首重 + 续重`}</option>
                <option value={RatePricingMethod.PerKg}>{t`按公斤分段`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name={`zones.${index}.countryCodes`}
          render={({ field, fieldState }) => (
            <CountryPicker label={t`分区 ${number} 的国家/地区`} value={field.value} onChange={field.onChange} error={fieldState.error?.message} among={among} />
          )}
        />
        {method === RatePricingMethod.Step ? <StepFields index={index} /> : <BreakFields index={index} />}
      </Stack>
    </Box>
  );
}

function StepFields({ index }: { index: number }) {
  const { register, formState } = useFormContext<RateSheetFormValues>();
  const errors = formState.errors.zones?.[index];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <FormField label={<Trans>首重 (kg)</Trans>} required error={errors?.firstWeightKg?.message}>
        <Input inputMode="decimal" {...register(`zones.${index}.firstWeightKg`)} />
      </FormField>
      <FormField label={<Trans>首重价格</Trans>} required error={errors?.firstWeightPrice?.message}>
        <Input inputMode="decimal" {...register(`zones.${index}.firstWeightPrice`)} />
      </FormField>
      <FormField label={<Trans>续重每步 (kg)</Trans>} required error={errors?.additionalWeightKg?.message}>
        <Input inputMode="decimal" {...register(`zones.${index}.additionalWeightKg`)} />
      </FormField>
      <FormField label={<Trans>续重每步价格</Trans>} required error={errors?.additionalWeightPrice?.message}>
        <Input inputMode="decimal" {...register(`zones.${index}.additionalWeightPrice`)} />
      </FormField>
    </SimpleGrid>
  );
}

/** Per-kg breaks: from which chargeable weight each price per kg applies; rows added and removed by buttons. */
function BreakFields({ index }: { index: number }) {
  const { t } = useLingui();
  const { register, control, formState } = useFormContext<RateSheetFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `zones.${index}.breaks` });
  const errors = formState.errors.zones?.[index]?.breaks;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        <Trans>计费重达到某段的起始重量后，全部重量按该段单价计算。第一段从 0 kg 开始。</Trans>
      </Text>
      {listError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {listError}
        </Text>
      ) : null}
      {fields.map((field, row) => {
        const line = row + 1;
        return (
          <HStack key={field.id} align="flex-end" gap="3" role="group" aria-label={t`重量段 ${line}`}>
            <FormField label={<Trans>起始重量 (kg)</Trans>} required error={errors?.[row]?.fromKg?.message}>
              <Input inputMode="decimal" {...register(`zones.${index}.breaks.${row}.fromKg`)} />
            </FormField>
            <FormField label={<Trans>每公斤价格</Trans>} required error={errors?.[row]?.pricePerKg?.message}>
              <Input inputMode="decimal" {...register(`zones.${index}.breaks.${row}.pricePerKg`)} />
            </FormField>
            <IconButton size="sm" variant="ghost" aria-label={t`删除重量段 ${line}`} disabled={fields.length === 1} onClick={() => remove(row)} mb="1">
              <CloseIcon />
            </IconButton>
          </HStack>
        );
      })}
      <HStack>
        <Button size="sm" variant="outline" disabled={fields.length >= 50} onClick={() => append(emptyBreak)}>
          <Trans>添加重量段</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
