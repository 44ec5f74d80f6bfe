import { Input, NativeSelect } from '@chakra-ui/react';
import { createCustomer, type CustomerDetail } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CREATE_CUSTOMER_FIELDS, createCustomerSchema, EMPTY_CUSTOMER, MERCHANT, toCreateCustomerInput, type CreateCustomerValues } from '../api/customer-schemas';
import { TYPE_LABELS, TYPES, USER_TYPES } from '../lib/customer-types';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Opens a member's or merchant's account with its first password (a lazy chunk with its form). */
export function CreateCustomerDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (customer: CustomerDetail) => void }) {
  const { i18n } = useLingui();
  const form = useForm<CreateCustomerValues>({ resolver: zodResolver(createCustomerSchema), defaultValues: EMPTY_CUSTOMER });
  const isMerchant = useWatch({ control: form.control, name: 'userType' }) === MERCHANT;
  const create = useFormMutation(form, CREATE_CUSTOMER_FIELDS, (values: CreateCustomerValues) => createCustomer(toCreateCustomerInput(values), FORM_SEND), onCreated);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={<Trans>新建客户</Trans>}
      onClose={onClose}
      form={form}
      mutation={create}
      submitLabel={<Trans>创建</Trans>}
      size="md"
    >
      <RefusalAlert error={create.error} />
      <FormField label={<Trans>类型</Trans>} required error={errors.userType?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('userType')}>
            {TYPES.map((type) => (
              <option key={type} value={USER_TYPES[type]}>
                {i18n._(TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>用户名</Trans>} required helper={<Trans>登录用，3 到 64 位字母、数字或 . _ @ -</Trans>} error={errors.userName?.message}>
        <Input {...form.register('userName')} maxLength={64} autoComplete="off" />
      </FormField>
      <FormField label={<Trans>姓名</Trans>} required error={errors.name?.message}>
        <Input {...form.register('name')} maxLength={64} />
      </FormField>
      {isMerchant ? (
        <FormField label={<Trans>商户号</Trans>} helper={<Trans>留空则自动分配下一个商户号</Trans>} error={errors.merchantId?.message}>
          <Input {...form.register('merchantId')} maxLength={7} autoComplete="off" placeholder="M100001" />
        </FormField>
      ) : null}
      <FormField label={<Trans>公司</Trans>} error={errors.companyName?.message}>
        <Input {...form.register('companyName')} maxLength={100} />
      </FormField>
      <FormField label={<Trans>电话</Trans>} error={errors.phoneNumber?.message}>
        <Input type="tel" {...form.register('phoneNumber')} maxLength={32} />
      </FormField>
      <FormField label={<Trans>电子邮箱</Trans>} error={errors.email?.message}>
        <Input type="email" {...form.register('email')} maxLength={100} />
      </FormField>
      <FormField label={<Trans>初始密码</Trans>} required helper={<Trans>8 到 64 位，至少包含一个字母和一个数字；请让客户登录后修改</Trans>} error={errors.password?.message}>
        <Input type="password" {...form.register('password')} maxLength={64} autoComplete="new-password" />
      </FormField>
    </FormDialog>
  );
}
