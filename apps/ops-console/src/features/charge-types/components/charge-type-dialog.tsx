import { HStack, Input } from '@chakra-ui/react';
import { createChargeType, updateChargeType } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, NativeCheckbox, showToast } from '@forwarder/ui';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import type { ChargeTypeEdit } from './charge-types';

// Adds a charge type or edits one (admins; a lazy chunk with its form). The code and whether it is a discount are
// set once: charges already name the type, and a discount's lines are the negative ones.

const typeSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, { error: () => t`代码为 2–32 位小写字母、数字或连字符，以字母开头` }),
  nameZh: z.string().trim().min(1, { error: () => t`请填写名称` }).max(50),
  nameEn: z.string().trim().min(1, { error: () => t`请填写名称` }).max(80),
  sortOrder: z
    .string()
    .regex(/^\d{1,6}$/, { error: () => t`请填写 0–100000 的整数` })
    .transform(Number)
    .refine((n) => n <= 100000, { error: () => t`请填写 0–100000 的整数` }),
  discount: z.boolean(),
  active: z.boolean(),
});
type TypeValues = z.input<typeof typeSchema>;
type TypeOutput = z.output<typeof typeSchema>;
const TYPE_FIELDS = ['code', 'nameZh', 'nameEn', 'sortOrder'] as const;

export function ChargeTypeDialog({ edit, onClose, onSaved }: { edit: ChargeTypeEdit; onClose: () => void; onSaved: () => void }) {
  const existing = edit.kind === 'edit' ? edit.type : null;
  const form = useForm<TypeValues, unknown, TypeOutput>({
    resolver: zodResolver(typeSchema),
    defaultValues: {
      code: existing?.code ?? '',
      nameZh: existing?.nameZh ?? '',
      nameEn: existing?.nameEn ?? '',
      sortOrder: String(existing?.sortOrder ?? 100),
      discount: existing?.discount ?? false,
      active: existing?.active ?? true,
    },
  });
  const send = (values: TypeOutput) =>
    existing
      ? updateChargeType(existing.code, { nameZh: values.nameZh, nameEn: values.nameEn, active: values.active, sortOrder: values.sortOrder }, FORM_SEND)
      : createChargeType({ code: values.code, nameZh: values.nameZh, nameEn: values.nameEn, sortOrder: values.sortOrder, discount: values.discount }, FORM_SEND);
  const mutation = useFormMutation(form, TYPE_FIELDS, send, () => {
    onClose();
    onSaved();
    void showToast({ type: 'success', title: t`费用类型已保存` });
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={existing ? <Trans>编辑费用类型</Trans> : <Trans>新建费用类型</Trans>}
      onClose={onClose}
      form={form}
      mutation={mutation}
      submitLabel={<Trans>保存</Trans>}
      size="md"
    >
      <RefusalAlert error={mutation.error} />
      <FormField label={<Trans>代码</Trans>} required helper={<Trans>创建后不能修改</Trans>} error={errors.code?.message}>
        <Input {...form.register('code')} readOnly={existing !== null} autoComplete="off" maxLength={32} />
      </FormField>
      <FormField label={<Trans>中文名称</Trans>} required error={errors.nameZh?.message}>
        <Input {...form.register('nameZh')} maxLength={50} />
      </FormField>
      <FormField label={<Trans>英文名称</Trans>} required error={errors.nameEn?.message}>
        <Input {...form.register('nameEn')} maxLength={80} />
      </FormField>
      <FormField label={<Trans>排序</Trans>} required error={errors.sortOrder?.message}>
        <Input {...form.register('sortOrder')} inputMode="numeric" maxLength={6} />
      </FormField>
      {existing ? (
        <HStack as="label" gap="2" fontSize="sm">
          <NativeCheckbox {...form.register('active')} />
          <Trans>启用（可用于新的费用明细）</Trans>
        </HStack>
      ) : (
        <HStack as="label" gap="2" fontSize="sm">
          <NativeCheckbox {...form.register('discount')} />
          <Trans>优惠类型（金额为负数）</Trans>
        </HStack>
      )}
    </FormDialog>
  );
}
