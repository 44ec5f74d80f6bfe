import type { CreateCustomerInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// A customer as staff open one (contract CreateCustomerInput); limits are the contract's, the rest (a taken name or
// merchant id, the password policy) is the server's to say.

export const CUSTOMER_TYPES = ['20', '30'] as const;

const optional = (max: number) => z.string().trim().max(max);

// The merchant id field shows only for merchants; a value typed before switching to member is kept by the form but
// never sent (toCreateCustomerInput), so it is checked only for merchants.

export const createCustomerSchema = z
  .object({
    userType: z.enum(CUSTOMER_TYPES),
    userName: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9._@-]+$/, { error: () => t`只能包含字母、数字和 . _ @ -` }),
    name: z.string().trim().min(1).max(64),
    email: optional(100).refine((value) => value === '' || z.email().safeParse(value).success, { error: () => t`请输入有效的电子邮箱地址` }),
    phoneNumber: optional(32),
    companyName: optional(100),
    merchantId: optional(7),
    password: z.string().min(8).max(64),
  })
  .superRefine((values, context) => {
    if (values.userType === '30' && values.merchantId !== '' && !/^[Mm]\d{6}$/.test(values.merchantId)) {
      context.addIssue({ code: 'custom', path: ['merchantId'], message: t`商户号为 M 加 6 位数字，例如 M100001` });
    }
  });
export type CreateCustomerValues = z.input<typeof createCustomerSchema>;
export const CREATE_CUSTOMER_FIELDS = ['userType', 'userName', 'name', 'email', 'phoneNumber', 'companyName', 'merchantId', 'password'] as const;

export const EMPTY_CUSTOMER: CreateCustomerValues = { userType: '20', userName: '', name: '', email: '', phoneNumber: '', companyName: '', merchantId: '', password: '' };

/** Form values → the contract's input: empty optional fields are left out. */
export function toCreateCustomerInput(values: CreateCustomerValues): CreateCustomerInput {
  const userType = values.userType === '30' ? 30 : 20;
  const optionalFields = {
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    companyName: values.companyName.trim(),
    merchantId: userType === 30 ? values.merchantId.trim().toUpperCase() : '',
  };
  return {
    userType,
    userName: values.userName.trim(),
    name: values.name.trim(),
    password: values.password,
    ...Object.fromEntries(Object.entries(optionalFields).filter(([, value]) => value !== '')),
  };
}
