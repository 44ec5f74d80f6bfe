import { Input } from '@chakra-ui/react';
import { createStaff, StaffRole, type StaffAccount } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CREATE_STAFF_FIELDS, createStaffSchema, toCreateStaffInput, type CreateStaffValues } from '../api/staff-schemas';
import { StaffProfileFields } from './staff-fields';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Opens a staff account with its first password (admins only; a lazy chunk with its form). */
export function CreateStaffDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (account: StaffAccount) => void }) {
  const form = useForm<CreateStaffValues>({
    resolver: zodResolver(createStaffSchema),
    defaultValues: { userName: '', name: '', email: '', role: StaffRole.Operator, password: '' },
  });
  const create = useFormMutation(form, CREATE_STAFF_FIELDS, (values: CreateStaffValues) => createStaff(toCreateStaffInput(values), FORM_SEND), onCreated);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={<Trans>新建员工账号</Trans>}
      onClose={onClose}
      form={form}
      mutation={create}
      submitLabel={<Trans>创建</Trans>}
      size="md"
    >
      <RefusalAlert error={create.error} />
      <FormField label={<Trans>用户名</Trans>} required helper={<Trans>登录用，3 到 64 位字母、数字或 . _ @ -</Trans>} error={errors.userName?.message}>
        <Input {...form.register('userName')} maxLength={64} autoComplete="off" />
      </FormField>
      <FormProvider {...form}>
        <StaffProfileFields />
      </FormProvider>
      <FormField label={<Trans>初始密码</Trans>} required helper={<Trans>至少 8 位；请让员工登录后修改</Trans>} error={errors.password?.message}>
        <Input type="password" {...form.register('password')} maxLength={128} autoComplete="new-password" />
      </FormField>
    </FormDialog>
  );
}
