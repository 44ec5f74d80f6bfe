import { Box, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CloseIcon, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BOX_FIELDS, emptyBox, MAX_BOXES, type ReceiveFormValues } from '../api/receive-schema';

type BoxField = (typeof BOX_FIELDS)[number];

/**
 * One row per box: weight and L×W×H, its dimensional weight beside it. Keyboard-fast: Enter moves to the next field,
 * and Enter in the last field of the last box adds a box and puts the cursor in its weight; Ctrl+Enter submits
 * (the form's handler).
 */
export function BoxRows({ volumeWeights, onSubmitShortcut }: { volumeWeights: readonly number[]; onSubmitShortcut: () => void }) {
  const { t } = useLingui();
  const { control, register } = useFormContext<ReceiveFormValues>();
  const { errors } = useFormState({ control, name: 'boxes' });
  const { fields, append, remove } = useFieldArray({ control, name: 'boxes' });
  const labels: Record<BoxField, string> = { weightKg: t`重量 (kg)`, lengthCm: t`长 (cm)`, widthCm: t`宽 (cm)`, heightCm: t`高 (cm)` };

  // The cursor moves within the same key press: a scale or a keyboard wedge sends "3.4⏎30⏎" in one burst, and
  // react-hook-form's setFocus (a later task) would let the next keys land in the field just left.
  const onKeyDown = (index: number, field: BoxField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) return onSubmitShortcut();
    const form = event.currentTarget.form;
    const focus = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.focus();
    const next = BOX_FIELDS[BOX_FIELDS.indexOf(field) + 1];
    if (next) return focus(`boxes.${index}.${next}`);
    if (index + 1 < fields.length) return focus(`boxes.${index + 1}.weightKg`);
    if (fields.length < MAX_BOXES) {
      flushSync(() => append(emptyBox, { shouldFocus: false }));
      focus(`boxes.${fields.length}.weightKg`);
    }
  };

  return (
    <Stack gap="3">
      {fields.map((field, index) => {
        const number = index + 1;
        const rowErrors = errors.boxes?.[index];
        const volume = volumeWeights[index] ?? 0;
        return (
          <Box key={field.id} role="group" aria-label={t`第 ${number} 箱`} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">
                <Trans>第 {number} 箱</Trans>
              </Text>
              <HStack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  <Trans>体积重 {volume} kg</Trans>
                </Text>
                <IconButton size="xs" variant="ghost" aria-label={t`删除第 ${number} 箱`} disabled={fields.length === 1} onClick={() => remove(index)}>
                  <CloseIcon />
                </IconButton>
              </HStack>
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {BOX_FIELDS.map((name) => (
                <FormField key={name} label={labels[name]} required error={rowErrors?.[name]?.message}>
                  <Input inputMode="decimal" autoComplete="off" {...register(`boxes.${index}.${name}`)} onKeyDown={onKeyDown(index, name)} />
                </FormField>
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
      <Text fontSize="sm" color="fg.muted">
        <Trans>回车跳到下一格；在最后一箱的“高”中回车会新增一箱；Ctrl+回车完成入库。</Trans>
      </Text>
    </Stack>
  );
}
