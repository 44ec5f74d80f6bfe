import type { OperationSpec } from '../../src/http/openapi/spec';

// Ids the server handed out in earlier 2xx answers, so fuzzed paths reach real objects (and their handlers) and not
// only the 404 of a random id. An id belongs to the resource path it came from (`/api/ops/batches` for the ids of
// POST /api/ops/batches/list and GET /api/ops/batches/{id}); a nested list (`files: [{ id }]`) also files its ids
// under the parameter name it would fill (`fileId`).

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_PER_KEY = 50;

/** `/api/ops/batches/list` and `/api/ops/batches/{id}` → `/api/ops/batches`. */
export function resourceOf(path: string): string {
  const beforeParam = path.includes('{') ? path.slice(0, path.lastIndexOf('/{')) : path;
  return beforeParam.replace(/\/list$/, '');
}

export class IdPool {
  private readonly byResource = new Map<string, string[]>();
  private readonly byName = new Map<string, string[]>();

  /** `excluded`: ids never to hand out (the fuzz's own callers, whom a fuzzed deactivation would lock out). */
  constructor(private readonly excluded: ReadonlySet<string>) {}

  private add(map: Map<string, string[]>, key: string, id: string): void {
    if (this.excluded.has(id) || id.length > 200) return;
    const list = map.get(key) ?? [];
    if (list.includes(id)) return;
    list.push(id);
    if (list.length > MAX_PER_KEY) list.shift();
    map.set(key, list);
  }

  harvest(op: OperationSpec, body: unknown): void {
    const resource = resourceOf(op.path);
    const walk = (node: unknown, parentKey: string, depth: number): void => {
      if (depth > 5) return;
      if (Array.isArray(node)) {
        for (const item of node.slice(0, 20)) walk(item, parentKey, depth + 1);
        return;
      }
      if (!isObj(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string' && value) {
          if (key === 'id') {
            // Top-level objects and list items are the resource's own; other nested ids go by their parent's name.
            if (parentKey === '' || parentKey === 'items') this.add(this.byResource, resource, value);
            else this.add(this.byName, `${parentKey.replace(/s$/, '')}Id`, value);
          } else if (/(Id|Number)$/.test(key)) {
            this.add(this.byName, key, value);
          }
        } else {
          walk(value, key, depth + 1);
        }
      }
    };
    walk(body, '', 0);
  }

  /** Ids for a path parameter: by its name, else from the resource the path names (or the nearest ancestor). */
  idsFor(op: OperationSpec, parameter: string): string[] {
    const named = this.byName.get(parameter);
    if (named?.length && parameter !== 'id') return named;
    const marker = `/{${parameter}}`;
    let resource = op.path.includes(marker) ? op.path.slice(0, op.path.indexOf(marker)) : resourceOf(op.path);
    while (resource.includes('/')) {
      const ids = this.byResource.get(resource);
      if (ids?.length) return ids;
      resource = resource.slice(0, resource.lastIndexOf('/'));
    }
    return named ?? [];
  }
}
