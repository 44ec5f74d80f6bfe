import { Alert, Box, Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TransportMode } from '@forwarder/api-client';
import { CloseIcon, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { emptyParcel, MAX_LINES, type OrderFormValues } from '../api/submit-order';
import { boxVolumeWeightKg } from '../lib/order-weights';

/** Lines of identical boxes: count, weight of one box and its dimensions; the box's dimensional weight beside them. */
export function ParcelsFields({ transportMode }: { transportMode: TransportMode | undefined }) {
  const { t } = useLingui();
  const { control, register } = useFormContext<OrderFormValues>();
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
        const volumeWeight = parcel ? boxVolumeWeightKg(parcel, transportMode) : 0;
        return (
          <Box key={field.id} role="group" aria-label={t`包裹 ${line}`} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">
                <Trans>包裹 {line}</Trans>
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t`删除包裹 ${line}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
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
        <Button variant="outline" size="sm" disabled={fields.length >= MAX_LINES} onClick={() => append(emptyParcel)}>
          <Trans>添加包裹</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
