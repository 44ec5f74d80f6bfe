import { UserType } from '@forwarder/contracts/api-f';
import type { AuthUser } from '../../auth/auth-user';
import { BusinessError } from '../../errors/app-errors';

/**
 * Whether a public read should include unpublished items: only when asked (`?preview=true`) by a staff token.
 * Anyone else asking gets 403 rather than a silent published-only answer, so the console never shows a stale
 * page as if it were the draft.
 */
export function previewMode(user: AuthUser | null, preview: boolean | undefined): boolean {
  if (!preview) return false;
  if (user?.userType !== UserType.Staff) throw new BusinessError('Content:PreviewStaffOnly', 'Content:PreviewStaffOnly', 403);
  return true;
}
