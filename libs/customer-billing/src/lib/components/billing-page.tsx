import { Stack } from '@chakra-ui/react';
import { PageSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { AccountSection } from './account-section';
import { InvoicesSection } from './invoices-section';
import { LedgerSection } from './ledger-section';
import { StatementsSection } from './statements-section';
import { TopUpSection } from './top-up-section';

/**
 * The customer's billing page as both portals show it on `/user/billing` and `/merchant/billing` (issue 29): the
 * account, top-up notices (the form is a lazy dialog), the ledger, monthly statements and invoices. Each section is
 * its own component holding its own query. A portal's route file only re-exports it as its `Component` (the document
 * title comes from the portal menu's entry).
 */
export function BillingPage() {
  return (
    <PageSection title={<Trans>账单</Trans>}>
      <Stack gap="6">
        <AccountSection />
        <TopUpSection />
        <LedgerSection />
        <StatementsSection />
        <InvoicesSection />
      </Stack>
    </PageSection>
  );
}
