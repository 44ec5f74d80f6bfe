import { useSiteTimeZone } from '@forwarder/api-client';
import { billingQueries } from '@forwarder/api-client/billing';
import { LedgerList, toLedgerRequest, useLedgerColumns, useLedgerParams } from '@forwarder/billing';
import { formatTimeInZone } from '@forwarder/i18n';
import { CardSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The caller's ledger, newest first: filtered by kind and days (in the URL), a page at a time. */
export function LedgerSection() {
  const { filter, page } = useLedgerParams();
  const entries = useQuery({ ...billingQueries.entryList(toLedgerRequest(filter, page)), placeholderData: keepPreviousData });
  const timeZone = useSiteTimeZone();
  const columns = useLedgerColumns((time) => formatTimeInZone(time, timeZone));
  return (
    <CardSection id="billing-ledger-heading" title={<Trans>账目明细</Trans>}>
      <LedgerList entries={entries} columns={columns} />
    </CardSection>
  );
}
