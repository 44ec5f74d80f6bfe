// The /api/ops contract (api-ops.yaml, the forwarder's staff) as TypeScript, for both sides: the operations and
// schemas openapi-typescript generates, a short type name per schema, and a named constant per enumeration
// (`EventCode.DEPARTED_ORIGIN`, `StaffRole.Admin`). Enumerations it shares with the customer contract (OrderStatus,
// TransportMode, UserType, CurrencyCode, ExceptionReason) are identical there: the generator refuses otherwise.
export type { paths, operations, components } from './generated/types';
export type * from './generated/schemas';
export * from './generated/enums';
// The rules of the string schemas with a pattern (`WaybillNumberFormat`): what the server accepts, read, not restated.
export * from './generated/formats';

/** The contract's name: the first element of every query key of its client, its folder, its Nx project suffix. */
export const CONTRACT_NAME = 'api-ops';
