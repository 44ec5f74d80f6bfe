import { Alert, Box, Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CloseIcon, FormField } from '@forwarder/ui';
import { boxVolumeWeightKg } from '@forwarder/weights';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { emptyBoxLine, type BoxLineFormValues } from './box-line-values';

/** A form with its box lines under `parcels` (the order form, the cost calculator). */
export interface BoxLinesForm {
  parcels: BoxLineFormValues[];
}

const numberOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
};

/**
 * Lines of identical boxes: count, weight of one box and its dimensions, with the box's dimensional weight beside
 * them (by the server's rule, `@forwarder/weights`), added and removed by buttons (keyboard operable).
 */
export function BoxLinesFields({ transportMode, maxLines }: { transportMode: number | undefined; maxLines: number }) {
  const { t } = useLingui();
  const { control, register } = useFormContext<BoxLinesForm>();
  const { errors } = useFormState({ control, name: 'parcels' });
  const { fields, append, remove } = useFieldArray({ control, name: 'parcels' });
  const parcels = useWatch({ control, name: 'parcels' });
  const listError = errors.parcels?.root?.message ?? errors.parcels?.message;

  return (
    <Stack gap="4">
      {listError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{listError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {fields.map((field, index) => {
        const line = index + 1;
        const rowErrors = errors.parcels?.[index];
        const parcel = parcels[index];
        const volumeWeight = parcel
          ? boxVolumeWeightKg({ lengthCm: numberOf(parcel.lengthCm), widthCm: numberOf(parcel.widthCm), heightCm: numberOf(parcel.heightCm) }, transportMode)
          : 0;
        return (
          <Box key={field.id} role="group" aria-label={t`包裹 ${line}`} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">
                <Trans>包裹 {line}</Trans>
              </Text>
              <IconButton size="xs" variant="ghost" aria-label={t`删除包裹 ${line}`} disabled={fields.length === 1} onClick={() => remove(index)}>
                <CloseIcon />
              </IconButton>
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
              <FormField label={t`箱数`} required error={rowErrors?.quantity?.message}>
                <Input inputMode="numeric" {...register(`parcels.${index}.quantity`)} />
              </FormField>
              <FormField label={t`单箱重量 (kg)`} required error={rowErrors?.weightKg?.message}>
                <Input inputMode="decimal" {...register(`parcels.${index}.weightKg`)} />
              </FormField>
              <FormField label={t`长 (cm)`} required error={rowErrors?.lengthCm?.message}>
                <Input inputMode="decimal" {...register(`parcels.${index}.lengthCm`)} />
              </FormField>
              <FormField label={t`宽 (cm)`} required error={rowErrors?.widthCm?.message}>
                <Input inputMode="decimal" {...register(`parcels.${index}.widthCm`)} />
              </FormField>
              <FormField label={t`高 (cm)`} required error={rowErrors?.heightCm?.message}>
                <Input inputMode="decimal" {...register(`parcels.${index}.heightCm`)} />
              </FormField>
              <Stack gap="1" justify="flex-end" pb="2">
                <Text fontSize="sm" color="fg.muted">
                  <Trans>单箱体积重</Trans>
                </Text>
                <Text>{volumeWeight} kg</Text>
              </Stack>
            </SimpleGrid>
          </Box>
        );
      })}
      <HStack>
        <Button variant="outline" size="sm" disabled={fields.length >= maxLines} onClick={() => append(emptyBoxLine)}>
          <Trans>添加包裹</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
