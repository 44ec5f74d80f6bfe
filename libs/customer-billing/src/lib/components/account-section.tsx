import { Skeleton } from '@chakra-ui/react';
import { billingQueries } from '@forwarder/api-client/billing';
import { AccountSummary } from '@forwarder/billing';
import { CardSection, RetryAlert } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/** The caller's account: prepaid with its balance, or monthly credit with the credit used of the limit. */
export function AccountSection() {
  const account = useQuery(billingQueries.account());
  return (
    <CardSection id="billing-account-heading" title={<Trans>账户</Trans>}>
      {account.isError ? (
        <RetryAlert title={<Trans>账户加载失败</Trans>} onRetry={() => void account.refetch()} />
      ) : account.data ? (
        <AccountSummary account={account.data} />
      ) : (
        <Skeleton height="16" aria-busy="true" />
      )}
    </CardSection>
  );
}
