// Front door of the accounts module, the only module that names `users` and the address book in SQL: the party
// rules shared by the address book and orders, owned addresses, and what other modules may know of a user (names,
// cards and mail recipients by id, a customer filter as a subquery, ids of named demo users for seeders), plus the
// tables for the composition root (modules/index.ts). The module's definition (handlers per contract, seeders, CLI commands) is ./module.ts.

export type { AccountsTables } from './accounts.tables';
export { describeParty, toStoredParty, validateParty, EMAIL_PATTERN, type Party, type PartyInput, type StoredParty } from './party/party';
export { findDefaultSenderAddress } from './addresses/address.service';
export {
  customerIdsMatching,
  findMailRecipients,
  findUserCards,
  findUserIdsByName,
  findUserNames,
  userIdsMatching,
  type UserCard,
} from './users/user-directory';
