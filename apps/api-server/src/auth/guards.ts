import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole } from '@forwarder/contracts/api-ops';
import { BusinessError } from '../errors/app-errors';
import type { OperationGuard } from '../http/contract';

// Who may call what, per contract (docs/domain/operations.md). Both read the rule from the contract itself, so a
// new operation is covered by what its YAML says rather than by a list here.

/**
 * The customer contract: an operation declaring a 403 holds customer data (orders, labels, spreadsheets, addresses,
 * data records) and is refused to staff, who are not customers. Everything else (configuration, login, profile,
 * password) works for any signed-in user.
 */
export const customersOnlyWhereDeclared: OperationGuard = (user, operation) => {
  // A public operation's 403 is about what the caller asked for (a preview), never about customer data.
  if (!operation.requiresAuth) return;
  if (user.userType === UserType.Staff && '403' in operation.responses) {
    throw new BusinessError('Auth:CustomersOnly', 'Auth:CustomersOnly', 403);
  }
};

/** The extension of an api-ops operation that only admins may call. */
export const STAFF_ROLE_EXTENSION = 'x-staff-role';

/**
 * The staff contract: staff only (403 `Ops:StaffOnly` for members and merchants), and operations marked
 * `x-staff-role: admin` for admins only (403 `Ops:AdminOnly` for operators).
 */
export const staffOnly: OperationGuard = (user, operation) => {
  if (user.userType !== UserType.Staff) throw new BusinessError('Ops:StaffOnly', 'Ops:StaffOnly', 403);
  if (operation.extensions[STAFF_ROLE_EXTENSION] === StaffRole.Admin && user.staffRole !== StaffRole.Admin) {
    throw new BusinessError('Ops:AdminOnly', 'Ops:AdminOnly', 403);
  }
};
