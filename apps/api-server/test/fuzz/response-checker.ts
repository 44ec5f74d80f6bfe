import type { ValidateFunction } from 'ajv';
import type { OperationSpec } from '../../src/http/openapi/spec';

// What the fuzz holds every answer to: no 5xx; a 2xx JSON body that validates against the operation's response
// schema; errors in the contract's ABP shape; and only statuses the contract declares for the operation.

export type FailureCause = '5xx' | 'no answer in time' | '2xx body does not match the contract' | 'error not in the ABP shape' | 'status not declared';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isJson = (answer: Answer) => /^application\/(.+\+)?json\b/i.test(String(answer.headers['content-type'] ?? ''));

/** `{ error: { code, message, details, validationErrors } }` as src/http/error-handler.ts writes it. */
export function abpShapeProblem(answer: Answer): string | null {
  if (!isJson(answer)) return `content-type ${String(answer.headers['content-type'] ?? 'none')}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  const error = isObj(body) ? body['error'] : undefined;
  if (!isObj(error)) return 'no error object';
  if (!(error['code'] === null || typeof error['code'] === 'string')) return 'error.code';
  if (typeof error['message'] !== 'string' || error['message'] === '') return 'error.message';
  if (!(error['details'] === null || typeof error['details'] === 'string')) return 'error.details';
  const v = error['validationErrors'];
  if (!(v === null || (Array.isArray(v) && v.every((e) => isObj(e) && typeof e['message'] === 'string' && Array.isArray(e['members']))))) {
    return 'error.validationErrors';
  }
  return null;
}

export function isDeclared(op: OperationSpec, status: number): boolean {
  return String(status) in op.responses || `${String(status)[0]}XX` in op.responses || 'default' in op.responses;
}

/** The ways `answer` breaks the contract of `op` (empty when it keeps it). */
export function checkAnswer(op: OperationSpec, responseValidators: Map<string, ValidateFunction>, answer: Answer): { cause: FailureCause; detail: string }[] {
  const failures: { cause: FailureCause; detail: string }[] = [];
  const { status } = answer;
  if (status >= 500) failures.push({ cause: '5xx', detail: '' });
  if (!isDeclared(op, status)) failures.push({ cause: 'status not declared', detail: `declared: ${Object.keys(op.responses).join(' ')}` });
  if (status >= 200 && status < 300 && isJson(answer)) {
    const validate = responseValidators.get(String(status));
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      failures.push({ cause: '2xx body does not match the contract', detail: 'body is not JSON' });
      return failures;
    }
    if (validate && !validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      failures.push({ cause: '2xx body does not match the contract', detail: errors.join('; ') });
    }
  }
  if (status >= 400) {
    const problem = abpShapeProblem(answer);
    if (problem) failures.push({ cause: 'error not in the ABP shape', detail: problem });
  }
  return failures;
}
