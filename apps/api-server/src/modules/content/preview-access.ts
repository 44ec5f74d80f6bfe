import { UserType } from '@forwarder/contracts/api-f';
import type { AuthUser } from '../../auth/auth-user';
import { BusinessError } from '../../errors/app-errors';

/**
 * Whether a public read shows drafts (hidden navigation, unpublished blocks): only when asked with `preview=true`,
 * and only for a staff token. Anyone else asking gets 403 rather than a silent public answer, so a console preview
 * opened without a staff session says why it shows nothing new.
 */
export function previewRequested(preview: boolean | undefined, user: AuthUser | null): boolean {
  if (!preview) return false;
  if (user?.userType !== UserType.Staff) throw new BusinessError('Content:PreviewStaffOnly', 'Content:PreviewStaffOnly', 403);
  return true;
}
