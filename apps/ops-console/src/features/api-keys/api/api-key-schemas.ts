import { ApiKeyScope, type CreateApiKeyInput } from '@forwarder/api-client/ops';
import { z } from 'zod';

// A key as an admin creates one (contract CreateApiKeyInput): a name saying whose system uses it, at least one scope.

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(64),
  scopes: z.array(z.enum([ApiKeyScope.EventsWrite, ApiKeyScope.EventsRead])).min(1),
});
export type CreateApiKeyValues = z.input<typeof createApiKeySchema>;
export const CREATE_API_KEY_FIELDS = ['name', 'scopes'] as const;

export const EMPTY_API_KEY: CreateApiKeyValues = { name: '', scopes: [ApiKeyScope.EventsWrite] };

export function toCreateApiKeyInput(values: CreateApiKeyValues): CreateApiKeyInput {
  const parsed = createApiKeySchema.parse(values);
  return { name: parsed.name, scopes: parsed.scopes };
}
