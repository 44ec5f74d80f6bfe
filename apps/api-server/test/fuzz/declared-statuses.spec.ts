import path from 'node:path';
import { loadSpec } from '../../src/http/openapi/spec';
import { contracts } from '../../src/modules';
import { REPO_ROOT } from '../harness';

// The fuzz found DELETE /api/ops/site-content/page-contents/{id} answering 400 to an id that is not a UUID while
// its contract declared no 400. Any operation that reads input (a path parameter, a query or a body) is validated
// against its schema and can answer 400, so its contract must say so; checked here for every operation at once,
// where the fuzz would only find it by chance.
describe('declared statuses', () => {
  const reading = contracts.flatMap((contract) =>
    loadSpec(path.join(REPO_ROOT, 'openapi', contract.name, `${contract.name}.yaml`)).operations.filter(
      (op) => op.requestBody !== undefined || op.parameters.some((p) => p.in === 'path' || p.in === 'query'),
    ),
  );

  it('declares 400 on every operation that reads input', () => {
    expect(reading.length).toBeGreaterThan(50);
    expect(reading.filter((op) => !('400' in op.responses)).map((op) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`)).toEqual([]);
  });
});
