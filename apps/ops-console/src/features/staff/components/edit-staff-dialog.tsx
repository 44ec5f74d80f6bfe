import { HStack, Text } from '@chakra-ui/react';
import { updateStaff, type StaffAccount } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, NativeCheckbox } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { toUpdateStaffInput, UPDATE_STAFF_FIELDS, updateStaffSchema, updateStaffValues, type UpdateStaffValues } from '../api/staff-schemas';
import { StaffProfileFields } from './staff-fields';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/**
 * Changes a staff account's name, e-mail, role or state. An admin's own role and state are locked (the server
 * refuses them too: the console always keeps an admin).
 */
export function EditStaffDialog({ account, self, onClose, onSaved }: { account: StaffAccount; self: boolean; onClose: () => void; onSaved: () => void }) {
  const form = useForm<UpdateStaffValues>({ resolver: zodResolver(updateStaffSchema), defaultValues: updateStaffValues(account) });
  const save = useFormMutation(form, UPDATE_STAFF_FIELDS, (values: UpdateStaffValues) => updateStaff(account.id, toUpdateStaffInput(values), FORM_SEND), onSaved);
  const userName = account.userName;
  return (
    <FormDialog
      title={<Trans>编辑员工账号：{userName}</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      submitLabel={<Trans>保存</Trans>}
      size="md"
    >
      <RefusalAlert error={save.error} />
      <FormProvider {...form}>
        <StaffProfileFields lockRole={self} />
      </FormProvider>
      {self ? null : (
        <HStack as="label" gap="2">
          <NativeCheckbox {...form.register('isActive')} />
          <Text>
            <Trans>启用（停用的账号不能登录，已登录的会话立即失效）</Trans>
          </Text>
        </HStack>
      )}
    </FormDialog>
  );
}
