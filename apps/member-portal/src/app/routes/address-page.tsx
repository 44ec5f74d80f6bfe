import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';
import { AddressBook } from '../../features/address-book/components/address-book';
import { RegionCascade } from '../../shared/region-cascade/components/region-cascade';

// My address book (spec /user/address). The route composes the two features: the address form takes its region
// picker as a prop, so the cascade stays reusable (the order form uses it too) and features do not import each other.
export function Component() {
  return (
    <PageSection title={<Trans>我的地址簿</Trans>}>
      <AddressBook RegionPicker={RegionCascade} />
    </PageSection>
  );
}
