import { AddressBook } from '../address-book/components/address-book';
import { RegionCascade } from '../region-cascade/components/region-cascade';

/** My address book (spec /user/address): the book with the region cascade its form picks regions with. */
export function AddressBookScreen() {
  return <AddressBook RegionPicker={RegionCascade} />;
}
