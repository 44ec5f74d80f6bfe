import { Stack } from '@chakra-ui/react';
import { PageSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { AccountSection } from './account-section';
import { LedgerSection } from './ledger-section';

/**
 * The customer's billing page as both portals show it on `/user/billing` and `/merchant/billing` (issue 29): the
 * account, then the ledger. Each section is its own component holding its own query, so the top-up notice and the
 * statements and invoices are further sections here, not edits of these. A portal's route file only re-exports it as
 * its `Component` (the document title comes from the portal menu's entry).
 */
export function BillingPage() {
  return (
    <PageSection title={<Trans>账单</Trans>}>
      <Stack gap="6">
        <AccountSection />
        <LedgerSection />
      </Stack>
    </PageSection>
  );
}
