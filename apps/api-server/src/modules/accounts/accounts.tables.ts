import type { UserTables } from '../../auth/auth.tables';
import type { StoredParty } from './party/party';

// Tables owned by the accounts module. It owns `users` and `access_tokens` too (`extends UserTables`): their rows
// are declared by auth/ (auth.tables.ts), which reads them on every signed-in call and cannot import a module; no
// other module names them, they ask accounts' front door (users/user-directory.ts) what they need of a user.

export interface CaptchasTable {
  id: string;
  /** sha256 of the upper-case code: a database copy does not reveal pending codes. */
  codeHash: string;
  ip: string;
  expiresAt: string;
  /** Set by the first login attempt that names this captcha, whatever its outcome. */
  consumedAt: string | null;
  creationTime: string;
}

export interface LoginAttemptsTable {
  id: string;
  /** normalizeUserName(userName): the per-account counter key (also for unknown names). */
  userName: string;
  ip: string;
  /** Sign-in (`login`) or current-password check (`changePassword`): counted separately. */
  kind: string;
  success: number;
  creationTime: string;
}

/** An address-book entry: a party as stored (the same columns as an order's sender and receiver), and its owner. */
export interface AddressesTable extends StoredParty {
  id: string;
  userId: string;
  creationTime: string;
  lastModificationTime: string;
}

// Password reset links (0009): the forgotten-password mail and the staff's reset link.
export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  /** sha256 hex of the token (auth/tokens.ts hashToken). */
  tokenHash: string;
  expiresAt: string;
  usedTime: string | null;
  creationTime: string;
}

export interface AccountsTables extends UserTables {
  captchas: CaptchasTable;
  login_attempts: LoginAttemptsTable;
  addresses: AddressesTable;
  password_reset_tokens: PasswordResetTokensTable;
}
