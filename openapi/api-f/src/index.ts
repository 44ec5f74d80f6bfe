// The /api/f contract (api-f.yaml) as TypeScript, for both sides: the operations and schemas openapi-typescript
// generates, a short type name per schema, and a named constant per enumeration (`OrderStatus.Delivered`), so no
// enum value is written twice anywhere in the workspace. Everything under src/generated is generated.
export type { paths, operations, components } from './generated/types';
export type * from './generated/schemas';
export * from './generated/enums';
// The rules of the string schemas with a pattern (`WaybillNumberFormat`): what the server accepts, read, not restated.
export * from './generated/formats';

/** The contract's name: the first element of every query key of its client, its folder, its Nx project suffix. */
export const CONTRACT_NAME = 'api-f';
