// Front door of the accounts module: the party rules shared by the address book and orders, owned addresses, user
// names for pages that show who did what, the e-mail rule, and the tables for db/schema.ts. The module's definition
// (handlers per contract, seeders, CLI commands) is ./module.ts.

export type { AccountsTables } from './accounts.tables';
export { describeParty, toStoredParty, validateParty, EMAIL_PATTERN, type Party, type PartyInput, type StoredParty } from './party/party';
export { findOwnedAddress } from './addresses/address.service';
export { findUserNames } from './users/users.service';
