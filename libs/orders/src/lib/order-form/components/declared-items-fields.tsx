import { Alert, Box, Button, HStack, IconButton, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { EnumValue } from '@forwarder/api-client';
import { CloseIcon, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { emptyItem, MAX_LINES, type OrderFormValues } from '../api/submit-order';
import { declaredTotal } from '../lib/order-weights';

/** The customs declaration: one currency for the order, then one line per kind of goods. */
export function DeclaredItemsFields({ currencies }: { currencies: readonly EnumValue[] }) {
  const { t } = useLingui();
  const { control, register } = useFormContext<OrderFormValues>();
  const { errors } = useFormState({ control, name: ['declaredItems', 'currency'] });
  const { fields, append, remove } = useFieldArray({ control, name: 'declaredItems' });
  const [items, currency] = useWatch({ control, name: ['declaredItems', 'currency'] });
  const listError = errors.declaredItems?.root?.message ?? errors.declaredItems?.message;
  const total = declaredTotal(items);

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label={t`申报币种`} required error={errors.currency?.message}>
          {/* Mounted once the options exist: a native select registered before its options shows the first one. */}
          {currencies.length === 0 ? (
            <Skeleton height="10" />
          ) : (
          <NativeSelect.Root>
            <NativeSelect.Field {...register('currency')}>
              <option value="">{t`请选择`}</option>
              {currencies.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name} · {option.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          )}
        </FormField>
      </SimpleGrid>
      {listError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{listError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {fields.map((field, index) => {
        const line = index + 1;
        const rowErrors = errors.declaredItems?.[index];
        return (
          <Box key={field.id} role="group" aria-label={t`申报物品 ${line}`} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">
                <Trans>申报物品 {line}</Trans>
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t`删除申报物品 ${line}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3">
              <FormField label={t`中文品名`} required error={rowErrors?.name?.message}>
                <Input {...register(`declaredItems.${index}.name`)} />
              </FormField>
              {/* Beside the Chinese name, asked for now rather than translated later: it is the one customs reads. */}
              <FormField label={t`英文品名`} required helper={t`报关用，海关与境外承运人读此名称`} error={rowErrors?.nameEn?.message}>
                <Input lang="en" autoComplete="off" {...register(`declaredItems.${index}.nameEn`)} />
              </FormField>
              <FormField label={t`HS 编码`} error={rowErrors?.hsCode?.message}>
                <Input inputMode="numeric" {...register(`declaredItems.${index}.hsCode`)} />
              </FormField>
              <FormField label={t`数量`} required error={rowErrors?.quantity?.message}>
                <Input inputMode="numeric" {...register(`declaredItems.${index}.quantity`)} />
              </FormField>
              <FormField label={t`单价`} required error={rowErrors?.unitValue?.message}>
                <Input inputMode="decimal" {...register(`declaredItems.${index}.unitValue`)} />
              </FormField>
            </SimpleGrid>
          </Box>
        );
      })}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" size="sm" disabled={fields.length >= MAX_LINES} onClick={() => append(emptyItem)}>
          <Trans>添加申报物品</Trans>
        </Button>
        <Text aria-live="polite">
          <Trans>
            申报总价值：{total} {currency}
          </Trans>
        </Text>
      </HStack>
    </Stack>
  );
}
