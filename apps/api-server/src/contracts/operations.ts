import type { operations as ApiFOperations } from '@forwarder/contracts/api-f';
import type { operations as ApiOpsOperations } from '@forwarder/contracts/api-ops';

/**
 * The generated `operations` of each contract the server serves, by contract name (its folder under openapi/).
 * A module's handlers are keyed by these names (modules/define-module.ts), each typed from its contract. Only the
 * generated types are imported here, so the modules' floor can use it without reaching up into http/.
 */
export interface ServedOperations {
  'api-f': ApiFOperations;
  'api-ops': ApiOpsOperations;
}
