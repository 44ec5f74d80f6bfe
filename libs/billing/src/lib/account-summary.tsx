import { DataList } from '@chakra-ui/react';
import { BillingAccountKind, type BillingAccount } from '@forwarder/api-client';
import { DataItem } from '@forwarder/ui';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMinor } from './money';

/** The account's kind in both languages. */
export const ACCOUNT_KIND_LABELS = {
  [BillingAccountKind.Prepaid]: msg`预付（余额）`,
  [BillingAccountKind.Credit]: msg`月结`,
} as const;

/**
 * A billing account at a glance: kind and currency, then for prepaid the balance (negative: what is owed), for monthly
 * credit the credit used of the limit and the balance. Every figure is the server's.
 */
export function AccountSummary({ account }: { account: Pick<BillingAccount, 'kind' | 'currency' | 'balanceMinor' | 'creditLimitMinor' | 'creditUsedMinor'> }) {
  const { i18n } = useLingui();
  const money = (minor: number) => formatMinor(minor, account.currency, i18n.locale);
  const credit = account.kind === BillingAccountKind.Credit;
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="billing-account">
      <DataItem label={<Trans>结算方式</Trans>}>{i18n._(ACCOUNT_KIND_LABELS[account.kind])}</DataItem>
      <DataItem label={<Trans>币种</Trans>}>{account.currency}</DataItem>
      <DataItem label={<Trans>余额</Trans>}>
        <span data-testid="billing-balance">{money(account.balanceMinor)}</span>
      </DataItem>
      {credit ? (
        <>
          <DataItem label={<Trans>已用额度</Trans>}>{money(account.creditUsedMinor ?? 0)}</DataItem>
          <DataItem label={<Trans>信用额度</Trans>}>{money(account.creditLimitMinor ?? 0)}</DataItem>
        </>
      ) : null}
    </DataList.Root>
  );
}
