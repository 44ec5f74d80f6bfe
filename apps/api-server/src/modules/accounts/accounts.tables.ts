// Tables owned by the accounts module (users and access_tokens belong to the core).

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

export interface AddressesTable {
  id: string;
  userId: string;
  name: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  countryCode: string;
  regionLv0Id: string;
  regionLv1Id: string | null;
  regionLv2Id: string | null;
  regionLv3Id: string | null;
  street: string;
  postalCode: string;
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

export interface AccountsTables {
  captchas: CaptchasTable;
  login_attempts: LoginAttemptsTable;
  addresses: AddressesTable;
  password_reset_tokens: PasswordResetTokensTable;
}
