import { UserType, type CreateCustomerInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { optionalEmailField, userNameField } from '../../../shared/form/account-fields';

// A customer as staff open one (contract CreateCustomerInput); limits are the contract's, the rest (a taken name or
// merchant id, the password policy) is the server's to say.

/** The type select's values: the contract's UserType as text. */
const MEMBER = `${UserType.Member}` as const;
export const MERCHANT = `${UserType.Merchant}` as const;
const CUSTOMER_TYPES = [MEMBER, MERCHANT] as const;

const optional = (max: number) => z.string().trim().max(max);

// The merchant id field shows only for merchants; a value typed before switching to member is kept by the form but
// never sent (toCreateCustomerInput), so it is checked only for merchants.

export const createCustomerSchema = z
  .object({
    userType: z.enum(CUSTOMER_TYPES),
    userName: userNameField(),
    name: z.string().trim().min(1).max(64),
    email: optionalEmailField(100),
    phoneNumber: optional(32),
    companyName: optional(100),
    merchantId: optional(7),
    password: z.string().min(8).max(64),
  })
  .superRefine((values, context) => {
    if (values.userType === MERCHANT && values.merchantId !== '' && !/^[Mm]\d{6}$/.test(values.merchantId)) {
      context.addIssue({ code: 'custom', path: ['merchantId'], message: t`商户号为 M 加 6 位数字，例如 M100001` });
    }
  });
export type CreateCustomerValues = z.input<typeof createCustomerSchema>;
export const CREATE_CUSTOMER_FIELDS = ['userType', 'userName', 'name', 'email', 'phoneNumber', 'companyName', 'merchantId', 'password'] as const;

export const EMPTY_CUSTOMER: CreateCustomerValues = { userType: MEMBER, userName: '', name: '', email: '', phoneNumber: '', companyName: '', merchantId: '', password: '' };

/** Form values → the contract's input: empty optional fields are left out. */
export function toCreateCustomerInput(values: CreateCustomerValues): CreateCustomerInput {
  const userType = values.userType === MERCHANT ? UserType.Merchant : UserType.Member;
  const optionalFields = {
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    companyName: values.companyName.trim(),
    merchantId: userType === UserType.Merchant ? values.merchantId.trim().toUpperCase() : '',
  };
  return {
    userType,
    userName: values.userName.trim(),
    name: values.name.trim(),
    password: values.password,
    ...Object.fromEntries(Object.entries(optionalFields).filter(([, value]) => value !== '')),
  };
}
