// Front door of the accounts module: the party rules shared by the address book and orders, owned addresses, and
// the tables for db/schema.ts. The module's definition (handlers, seeders, CLI commands) is ./module.ts.

export type { AccountsTables } from './accounts.tables';
export { describeParties, describeParty, toStoredParty, validateParty, type Party, type PartyInput, type StoredParty } from './party';
export { findOwnedAddress } from './addresses/address.service';
export { AccountAdminError, createUser, findUserByName, findUserNames, MERCHANT_ID_PATTERN, resetPassword, setUserActive, USER_NAME_PATTERN } from './users.service';
export { isStrongPassword } from './password-policy';
export { issuePasswordResetLink, mailLocaleOf, RESET_LINK_MINUTES } from './passport/password-reset.service';
export { EMAIL_PATTERN, PHONE_PATTERN } from './party';
