import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from '../../errors/app-errors';
import { SEARCH_TEXT_FORMAT } from './validators';

/** `/parcels/0/weightKg` → `parcels[0].weightKg` (the contract's member notation). */
export function toMemberPath(pointer: string, prefix = ''): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let path = prefix;
  for (const segment of segments) {
    path += /^\d+$/.test(segment) ? `[${segment}]` : path ? `.${segment}` : segment;
  }
  return path;
}

const join = (parent: string, child: string): string => (parent ? `${parent}.${child}` : child);

function issueOf(error: ErrorObject): ValidationIssue {
  const at = toMemberPath(error.instancePath);
  const p = error.params as Record<string, unknown>;
  const limit = (p['limit'] as number | undefined) ?? 0;
  switch (error.keyword) {
    case 'required': {
      const member = join(at, String(p['missingProperty']));
      return { members: [member], messageKey: 'Validation:Required', params: { field: member } };
    }
    case 'additionalProperties': {
      const member = join(at, String(p['additionalProperty']));
      return { members: [member], messageKey: 'Validation:AdditionalProperty', params: { field: member } };
    }
    case 'type': {
      const type = Array.isArray(p['type']) ? (p['type'] as string[]).join('|') : String(p['type']);
      return { members: [at], messageKey: 'Validation:Type', params: { field: at, type } };
    }
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems': {
      const key = `Validation:${error.keyword[0]?.toUpperCase()}${error.keyword.slice(1)}`;
      return { members: [at], messageKey: key, params: { field: at, limit } };
    }
    case 'pattern':
      return { members: [at], messageKey: 'Validation:Pattern', params: { field: at } };
    case 'format':
      if (p['format'] === SEARCH_TEXT_FORMAT) return { members: [at], messageKey: 'Validation:SearchText', params: { field: at } };
      return { members: [at], messageKey: 'Validation:Format', params: { field: at } };
    case 'enum':
    case 'const':
      return { members: [at], messageKey: 'Validation:Enum', params: { field: at } };
    default:
      return { members: [at], messageKey: 'Validation:Invalid', params: { field: at } };
  }
}

// Composite keywords only repeat what their branches already said.
const NOISE = new Set(['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'not']);

/** One issue per member (the first, most specific error Ajv reported for it). */
export function toValidationIssues(errors: readonly ErrorObject[] | null | undefined, prefix = ''): ValidationIssue[] {
  const list = errors ?? [];
  const specific = list.filter((e) => !NOISE.has(e.keyword));
  const chosen = specific.length ? specific : list;
  const byMember = new Map<string, ValidationIssue>();
  for (const error of chosen) {
    const issue = issueOf(error);
    const members = issue.members.map((m) => (prefix ? (m ? join(prefix, m) : prefix) : m));
    const key = members.join(',');
    if (!byMember.has(key)) {
      const field = members[0] ?? '';
      byMember.set(key, { ...issue, members, params: { ...issue.params, field } });
    }
  }
  return [...byMember.values()];
}
