import { createAddress, updateAddress } from '@forwarder/api-client';
import { partySchema, type PartyFormOutput } from '../../party/party-schema';
import { toPartyInput } from '../../party/party-values';

/** An address-book entry is a party (contract AddressInput = PartyInput): the same schema as an order's sender. */
export const addressSchema = partySchema;

/** Creates or updates an entry (form-encoded by the client). */
export function saveAddress(id: string | null, values: PartyFormOutput) {
  const input = toPartyInput(values);
  return id ? updateAddress(id, input) : createAddress(input);
}
