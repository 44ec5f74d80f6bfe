import path from 'node:path';
import { REPO_ROOT } from '../../../test/harness';
import { contracts } from '../../modules';
import { contractSpecFile } from '../contract';
import { loadSpec, type OperationSpec } from '../openapi/spec';
import { INVALIDATES_EXTENSION, READ_SCOPES_EXTENSION, RENDER_SCOPES, renderDeclarationProblems, type RenderScope } from './render-scopes';

const operations = contracts.flatMap((contract) => loadSpec(contractSpecFile(contract, path.join(REPO_ROOT, 'openapi'))).operations);
const scopesOf = (name: string) => new Set(operations.flatMap((op) => (op.extensions[name] as RenderScope[] | undefined) ?? []));
const op = (method: OperationSpec['method'], extensions: Record<string, unknown>) => ({ operationId: `${method}Op`, method, extensions }) as OperationSpec;

describe('render scopes of the contracts', () => {
  it('are consistent: every scope a write changes is read by some page read, and every scope read is changed by some write', () => {
    const read = scopesOf(READ_SCOPES_EXTENSION);
    const changed = scopesOf(INVALIDATES_EXTENSION);
    expect([...changed].filter((scope) => !read.has(scope))).toEqual([]);
    // Code tables change with a release only: their pages age out with the cache's time.
    expect([...read].filter((scope) => !changed.has(scope))).toEqual(['reference']);
    expect(new Set([...read, ...changed])).toEqual(new Set(RENDER_SCOPES));
  });

  it('leave fulfilment writes out of every scope, and put each site write in its own', () => {
    const invalidates = (id: string) => operations.find((o) => o.operationId === id)?.extensions[INVALIDATES_EXTENSION];
    for (const id of ['scanWaybill', 'postOrderEvent', 'postBatchEvent', 'receiveParcels', 'importEvents', 'postIntegrationEvents', 'createOrder', 'login', 'uploadSiteImage']) {
      expect([id, invalidates(id)]).toEqual([id, []]);
    }
    expect(invalidates('updateArticle')).toEqual(['content']);
    expect(invalidates('moveSiteNav')).toEqual(['navigation']);
    expect(invalidates('updateSiteSettings')).toEqual(['settings']);
    expect(invalidates('replaceRateSheet')).toEqual(['rates']);
    // Tracking answers change with every scan: a page that reads one is never kept.
    expect(operations.find((o) => o.operationId === 'getTrackingList')?.extensions[READ_SCOPES_EXTENSION]).toBeUndefined();
  });

  it('are checked: an undeclared write, a GET that claims to write and an unknown scope are each reported', () => {
    expect(renderDeclarationProblems({ operations: [op('post', {}), op('put', { [INVALIDATES_EXTENSION]: [] }), op('get', {})] })).toEqual([
      'postOp: declares no x-render-invalidates (`[]` when it changes no public page)',
    ]);
    expect(renderDeclarationProblems({ operations: [op('get', { [INVALIDATES_EXTENSION]: [] })] })).toEqual(['getOp: a GET changes nothing, yet declares x-render-invalidates']);
    expect(renderDeclarationProblems({ operations: [op('get', { [READ_SCOPES_EXTENSION]: ['contents'] })] })).toEqual([
      `getOp: x-render-scopes must list scopes of ${RENDER_SCOPES.join(', ')}`,
    ]);
  });
});
