import type { ValidateFunction } from 'ajv';
import path from 'node:path';
import { loadSpec, type OperationSpec } from '../../src/http/openapi/spec';
import { compileValidators } from '../../src/http/openapi/validators';
import { REPO_ROOT } from '../harness';
import { createRng } from './prng';
import { generateRequest, type FuzzWorld } from './request-generator';
import { checkAnswer } from './response-checker';

// The fuzz's own tools: a seed must replay the same requests, and the checker must catch each kind of breach (a
// checker that never fires would make the fuzz a test that cannot fail).

const spec = loadSpec(path.join(REPO_ROOT, 'openapi', 'api-f', 'api-f.yaml'));
const validators = compileValidators(spec);
const opNamed = (id: string): OperationSpec => {
  const op = spec.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`no ${id}`);
  return op;
};
const responsesOf = (id: string): Map<string, ValidateFunction> => validators.get(id)?.responses ?? new Map();
const json = { 'content-type': 'application/json; charset=utf-8' };
const abp = JSON.stringify({ error: { code: 'BadRequest', message: 'Bad', details: null, validationErrors: null } });

describe('fuzz tools', () => {
  it('replays the same requests from the same seed', async () => {
    const world: FuzzWorld = { token: async (caller) => `token-of-${caller}`, apiKey: async () => 'key', knownIds: () => ['id-1', 'id-2'] };
    const run = (seed: number) =>
      Promise.all(spec.operations.map((op) => generateRequest('api-f', spec.document, op, world, createRng(seed).fork(op.operationId))));
    const [a, b, c] = await Promise.all([run(7), run(7), run(8)]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('passes an answer that keeps the contract', () => {
    expect(checkAnswer(opNamed('getArticle'), responsesOf('getArticle'), { status: 404, headers: json, body: abp })).toEqual([]);
  });

  it('catches a 5xx, an undeclared status, a non-ABP error and a 2xx off its schema', () => {
    const causes = (id: string, status: number, body: string, headers: Record<string, string> = json) =>
      checkAnswer(opNamed(id), responsesOf(id), { status, headers, body }).map((f) => f.cause);
    expect(causes('getArticle', 502, abp)).toEqual(['5xx', 'status not declared']);
    expect(causes('getMyProfile', 403, abp)).toEqual(['status not declared']);
    expect(causes('getArticle', 400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'x' }))).toEqual(['error not in the ABP shape']);
    expect(causes('getArticle', 404, 'Not Found', { 'content-type': 'text/plain' })).toEqual(['error not in the ABP shape']);
    expect(causes('getArticle', 200, JSON.stringify({ unexpected: true }))).toEqual(['2xx body does not match the contract']);
  });
});
