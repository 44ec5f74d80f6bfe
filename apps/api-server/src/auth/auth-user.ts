/** The signed-in caller, as loaded by `authenticate` for operations that require a bearer token. */
export interface AuthUser {
  id: string;
  userName: string;
  /** 20 member, 30 merchant, 40 staff. */
  userType: number;
  merchantId: string | null;
  /** Staff only: `operator` or `admin`; null for customers. */
  staffRole: string | null;
}

/** The unique, case-insensitive key of a user name; computed in JS so both dialects agree. */
export const normalizeUserName = (userName: string): string => userName.trim().normalize('NFKC').toUpperCase();
