import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { StaffRole } from '@forwarder/api-client/ops';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useFormState } from 'react-hook-form';
import { ROLE_LABELS } from '../lib/roles';

interface ProfileValues {
  name: string;
  email: string;
  role: StaffRole;
}

/**
 * Name, e-mail and role of a staff account (create and edit). `lockRole`: an admin's own account keeps its role (shown,
 * not a field: the form keeps the account's value).
 */
export function StaffProfileFields({ lockRole = false }: { lockRole?: boolean }) {
  const { i18n } = useLingui();
  const { register, control, getValues } = useFormContext<ProfileValues>();
  const { errors } = useFormState({ control });
  const role = i18n._(ROLE_LABELS[getValues('role')]);
  return (
    <>
      <FormField label={<Trans>姓名</Trans>} required error={errors.name?.message}>
        <Input {...register('name')} maxLength={64} />
      </FormField>
      <FormField label={<Trans>电子邮箱</Trans>} error={errors.email?.message}>
        <Input type="email" {...register('email')} maxLength={256} />
      </FormField>
      {lockRole ? (
        <Text>
          <Trans>角色：{role}（不能修改自己的角色和启用状态）</Trans>
        </Text>
      ) : (
        <FormField label={<Trans>角色</Trans>} required helper={<Trans>管理员还可以管理员工账号</Trans>} error={errors.role?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              {[StaffRole.Operator, StaffRole.Admin].map((role) => (
                <option key={role} value={role}>
                  {i18n._(ROLE_LABELS[role])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    </>
  );
}
