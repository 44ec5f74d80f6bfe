import type { Generated } from 'kysely';

// The tables every request's authentication reads: the signed-in user behind a bearer token, the key of a machine
// API call. Their rows are declared here, on the floor that authenticates (auth/ imports no module); the module that
// writes them owns them (accounts: users and tokens; integrations: API keys) by extending these interfaces, and no
// other module names them. Column names are the contract's camelCase field names (no renaming layer).

export interface UsersTable {
  id: string;
  userName: string;
  /** userName.normalize('NFKC').toUpperCase(): the unique, case-insensitive key (same result on both dialects). */
  normalizedUserName: string;
  passwordHash: string;
  /** 20 member, 30 merchant, 40 staff. */
  userType: number;
  /** Staff only: `operator` or `admin` (contract StaffRole); null for customers. */
  staffRole: string | null;
  merchantId: string | null;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  companyName: string | null;
  defaultSenderAddressId: string | null;
  isActive: number;
  creationTime: string;
  lastModificationTime: string | null;
  /** Customers: which order status changes are mailed (contract StatusMailSetting; 0009). Defaults to milestones. */
  statusMail: Generated<string>;
  /** The language mails to this user are written in: of their latest sign-in (0009). Defaults to zh-Hans. */
  mailLocale: Generated<string>;
}

export interface AccessTokensTable {
  id: string;
  userId: string;
  /** sha256 hex of the bearer token: a database leak does not leak usable tokens. */
  tokenHash: string;
  expiresAt: string;
  revokedAt: string | null;
  creationTime: string;
}

/** A key of the machine API (carriers, warehouse systems): only the SHA-256 of its secret is kept. */
export interface ApiKeysTable {
  id: string;
  name: string;
  /** `fwk_` and the secret's next 8 characters: unique, shown to staff, the actor name in the audit log. */
  prefix: string;
  /** sha256 hex of the whole secret. */
  secretHash: string;
  /** The contract's ApiKeyScope values, space-separated. */
  scopes: string;
  creationTime: string;
  createdBy: string;
  lastUsedTime: string | null;
  revocationTime: string | null;
  revokedBy: string | null;
}

/** Users and their bearer tokens: read here on every signed-in request, written by accounts. */
export interface UserTables {
  users: UsersTable;
  access_tokens: AccessTokensTable;
}

/** Machine API keys: read here on every machine API call, issued and revoked by integrations. */
export interface ApiKeyTables {
  api_keys: ApiKeysTable;
}
