import { defineMessages } from '../../i18n/messages';

// The billing module's refusals (issue 29), shown to staff as the contract's error message in their language.
export const billingMessages = defineMessages({
  'zh-Hans': {
    'Billing:AmountNotPositive': '金额必须大于 0。',
    'Billing:AmountZero': '金额不能为 0。',
    'Billing:AmountTooLarge': '金额过大：不能超过 {limit} {currency}。',
    'Billing:TooManyDecimals': '{currency} 的金额最多 {decimals} 位小数。',
    'Billing:CurrencyMismatch': '币种必须与客户账户的币种 {currency} 一致。',
    'Billing:CurrencyHasEntries': '该客户已有 {currency} 币种的账目，不能改为其他币种。',
    'Billing:PrepaidHasNoCredit': '预付（余额）账户没有信用额度，请填 0。',
    'Billing:DateInFuture': '收款日期不能晚于今天。',
    'Billing:ReferenceRequired': '请填写收款流水号。',
    'Billing:DuplicatePaymentReference': '该客户已登记过流水号为 {reference} 的收款（{date}）。如确为另一笔收款，请确认为单独收款后再提交。',
    'Billing:ReasonRequired': '请填写原因。',
    'Billing:AlreadyReversed': '该账目已被冲正，不能再次冲正。',
    'Billing:ReversalNotReversible': '冲正账目不能再冲正。',
    'Billing:ChargeNotReversible': '运单费用随称重生成，不能在此冲正；请使用调账。',
    'Billing:OrderNotHeld': '运单 {waybillNumber} 没有待付款，无需解除。',
  },
  en: {
    'Billing:AmountNotPositive': 'The amount must be greater than 0.',
    'Billing:AmountZero': 'The amount cannot be 0.',
    'Billing:AmountTooLarge': 'The amount is too large: at most {limit} {currency}.',
    'Billing:TooManyDecimals': 'Amounts in {currency} have at most {decimals} decimal places.',
    'Billing:CurrencyMismatch': "The currency must be the customer's account currency, {currency}.",
    'Billing:CurrencyHasEntries': 'This customer already has entries in {currency}: the currency cannot be changed.',
    'Billing:PrepaidHasNoCredit': 'A prepaid account has no credit limit: enter 0.',
    'Billing:DateInFuture': 'The date received cannot be after today.',
    'Billing:ReferenceRequired': "Please enter the payment's reference.",
    'Billing:DuplicatePaymentReference':
      'A payment with the reference {reference} was already recorded for this customer ({date}). If this is another payment, confirm it as a separate payment.',
    'Billing:ReasonRequired': 'Please give the reason.',
    'Billing:AlreadyReversed': 'This entry has already been reversed: it cannot be reversed again.',
    'Billing:ReversalNotReversible': 'A reversal cannot be reversed.',
    'Billing:ChargeNotReversible': "An order's charge follows its weighing and cannot be reversed here: use an adjustment.",
    'Billing:OrderNotHeld': 'Waybill {waybillNumber} is not awaiting payment: there is no hold to release.',
  },
});
