import type { UserType } from '@forwarder/api-client';
import { joinLocalePath, splitLocalePath, type Locale } from '@forwarder/i18n';

/** User types of the contract (spec section 3). */
export const UserTypes = { Member: 20, Merchant: 30 } as const satisfies Record<string, UserType>;

/** Which app a path belongs to: the public site, the member portal (/user) or the merchant portal (/merchant). */
export type AppArea = 'public' | 'member' | 'merchant';
export type PortalArea = Exclude<AppArea, 'public'>;

const AREA_ROOTS: Record<PortalArea, string> = { member: '/user', merchant: '/merchant' };
const CENTERS: Record<PortalArea, string> = { member: '/user/center', merchant: '/merchant/center' };

/** The app of a path with or without the language prefix ('/en/user/center' → 'member'). */
export function areaOfPath(pathname: string): AppArea {
  const { path } = splitLocalePath(pathname.split(/[?#]/)[0] ?? '/');
  for (const area of ['member', 'merchant'] as const) {
    const root = AREA_ROOTS[area];
    if (path === root || path.startsWith(`${root}/`)) return area;
  }
  return 'public';
}

/** The portal of a user type; null for an unknown type. */
export function areaOfUserType(userType: number | null | undefined): PortalArea | null {
  if (userType === UserTypes.Member) return 'member';
  if (userType === UserTypes.Merchant) return 'merchant';
  return null;
}

export function isMember(profile: { userType?: number | null } | null | undefined): boolean {
  return profile?.userType === UserTypes.Member;
}

export function isMerchant(profile: { userType?: number | null } | null | undefined): boolean {
  return profile?.userType === UserTypes.Merchant;
}

/**
 * The user's own centre in a language: `/user/center` for members, `/merchant/center` for
 * merchants (`/en/...` in English); the home page for an unknown type.
 */
export function centerPath(userType: number | null | undefined, locale: Locale): string {
  const area = areaOfUserType(userType);
  return joinLocalePath(locale, area ? CENTERS[area] : '/');
}

/**
 * Role rule (decision, README): a member opening `/merchant/...` or a merchant opening
 * `/user/...` goes to their own centre in the same language. Returns that target, or null when
 * the path is allowed (public pages and the user's own portal).
 */
export function roleRedirectTarget(userType: number | null | undefined, pathname: string): string | null {
  const area = areaOfPath(pathname);
  if (area === 'public' || area === areaOfUserType(userType)) return null;
  return centerPath(userType, splitLocalePath(pathname).locale);
}
