import { Button } from '@chakra-ui/react';
import { billingQueries } from '@forwarder/api-client/billing';
import { formatMinor } from '@forwarder/billing';
import { CardSection, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { TopUpNoticeList } from './top-up-notice-list';

// The form (react-hook-form, zod) loads when the dialog opens: most visits to the page only read.
const TopUpDialog = lazy(() => import('./top-up-dialog').then((m) => ({ default: m.TopUpDialog })));

/**
 * Top-ups paid outside the site: a notice to staff (with the transfer's screenshot), and the notices sent so far.
 * The amount is in the account's currency, so the button waits for the account.
 */
export function TopUpSection() {
  const { t, i18n } = useLingui();
  const account = useQuery(billingQueries.account());
  const [open, setOpen] = useState(false);
  return (
    <CardSection
      id="billing-top-up-heading"
      title={<Trans>充值通知</Trans>}
      actions={
        <Button size="sm" disabled={!account.data} onClick={() => setOpen(true)}>
          <Trans>提交充值通知</Trans>
        </Button>
      }
    >
      <TopUpNoticeList />
      {open && account.data ? (
        <Suspense fallback={null}>
          <TopUpDialog
            currency={account.data.currency}
            onClose={() => setOpen(false)}
            onSent={(notice) => {
              setOpen(false);
              const amount = formatMinor(notice.amountMinor, notice.currency, i18n.locale);
              void showToast({ type: 'success', title: t`充值通知已提交：${amount}，待工作人员确认` });
            }}
          />
        </Suspense>
      ) : null}
    </CardSection>
  );
}
