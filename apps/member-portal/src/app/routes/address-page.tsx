import { Trans } from '@lingui/react/macro';
import { AddressBookScreen } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// My address book (spec /user/address): the shared address book screen.
export function Component() {
  return (
    <PageSection title={<Trans>我的地址簿</Trans>}>
      <AddressBookScreen />
    </PageSection>
  );
}
