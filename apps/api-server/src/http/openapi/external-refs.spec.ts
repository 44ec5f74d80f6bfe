import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../../test/harness';
import { inlineExternalRefs } from './external-refs';
import { loadSpec } from './spec';

// A contract names the enumerations both contracts use from openapi/shared/enums.yaml; the server reads one
// self-contained document, each such component replaced by the schema it names.

const SHARED = '../shared/enums.yaml#/components/schemas/';

describe('inlineExternalRefs', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'external-refs-'));
    fs.mkdirSync(path.join(dir, 'shared'));
    fs.mkdirSync(path.join(dir, 'c'));
    fs.writeFileSync(
      path.join(dir, 'shared/enums.yaml'),
      'components:\n  schemas:\n    Size: { type: integer, enum: [1, 2] }\n    Pair: { type: array, items: { $ref: "#/components/schemas/Size" } }\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const contract = (schemas: Record<string, unknown>) => ({ openapi: '3.1.0', paths: {}, components: { schemas } });
  const file = () => path.join(dir, 'c/c.yaml');

  it('puts the schema another file names in place of the reference, and leaves local references alone', () => {
    const document = contract({ Size: { $ref: `${SHARED}Size` }, Box: { properties: { size: { $ref: '#/components/schemas/Size' } } } });
    expect(inlineExternalRefs(document, file())).toEqual(
      contract({ Size: { type: 'integer', enum: [1, 2] }, Box: { properties: { size: { $ref: '#/components/schemas/Size' } } } }),
    );
    expect(document.components.schemas.Size).toEqual({ $ref: `${SHARED}Size` });
  });

  it('refuses what it cannot put in place whole: a missing target, a target referring on, a reference with siblings', () => {
    expect(() => inlineExternalRefs(contract({ Size: { $ref: `${SHARED}Colour` } }), file())).toThrow(/unresolvable \$ref ".*Colour"/);
    expect(() => inlineExternalRefs(contract({ Pair: { $ref: `${SHARED}Pair` } }), file())).toThrow(/refers to something else in turn/);
    expect(() => inlineExternalRefs(contract({ Size: { $ref: `${SHARED}Size`, description: 'x' } }), file())).toThrow(/stands alone/);
  });
});

describe('the contracts as the server reads them', () => {
  it.each(['api-f', 'api-ops'])('%s: every enumeration it shares is the one of openapi/shared/enums.yaml, and no other file is named', (name) => {
    type Components = { components: { schemas: Record<string, unknown> } };
    const shared = (parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi/shared/enums.yaml'), 'utf8')) as Components).components.schemas;
    const { schemas } = (loadSpec(path.join(REPO_ROOT, 'openapi', name, `${name}.yaml`)).document as unknown as Components).components;
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    for (const key of ['OrderStatus', 'TransportMode', 'UserType', 'CurrencyCode', 'ExceptionReason']) expect(schemas[key]).toEqual(shared[key]);
    expect(JSON.stringify(loadSpec(path.join(REPO_ROOT, 'openapi', name, `${name}.yaml`)).document)).not.toMatch(/"\$ref":"[^#]/);
  });
});
