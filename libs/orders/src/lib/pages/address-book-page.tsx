import { useLingui } from '@lingui/react/macro';
import { AddressBook } from '../address-book/components/address-book';
import { RegionCascade } from '../region-cascade/components/region-cascade';
import { ShippingPageSection } from './shipping-page-section';

/** My address book (spec /user/address, /merchant/address): the book with the region cascade its form picks regions with. */
export function AddressBookPage() {
  const { t } = useLingui();
  return (
    <ShippingPageSection title={t`我的地址簿`}>
      <AddressBook RegionPicker={RegionCascade} />
    </ShippingPageSection>
  );
}
