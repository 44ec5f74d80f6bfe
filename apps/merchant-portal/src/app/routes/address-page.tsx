import { Trans, useLingui } from '@lingui/react/macro';
import { AddressBookScreen } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// My address book (/merchant/address, as the member's /user/address): the shared address book screen.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>我的地址簿</Trans>}>
      <title>{t`我的地址簿`}</title>
      <AddressBookScreen />
    </PageSection>
  );
}
