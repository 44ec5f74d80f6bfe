import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coreCommands } from '../cli/core-commands';
import type { CliContext } from '../cli/command';
import { loadConfig } from '../config/env';
import { REPO_ROOT } from '../../test/harness';
import { contracts, modules } from '../modules';
import type { Database } from '../modules';

// `check-contract` fails on an operation that does not declare a status the server may answer it with.
describe('check-contract and declared statuses', () => {
  const run = async (contractsDir: string) => {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), CONTRACTS_DIR: contractsDir }, REPO_ROOT);
    const ctx: CliContext<Database> = { config, out: (line) => lines.push(line), openDatabase: () => Promise.reject(new Error('not needed')) };
    const command = coreCommands(contracts, modules).find((c) => c.name === 'check-contract');
    if (!command) throw new Error('no check-contract command');
    return { code: await command.run([], ctx), lines };
  };

  it('passes on the contracts as they are', async () => {
    const { code, lines } = await run(path.join(REPO_ROOT, 'openapi'));
    expect({ code, lines: lines.filter((l) => /declare/.test(l)) }).toEqual({ code: 0, lines: [] });
  });

  it('names the operation and the status when a declaration is removed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
    try {
      // The enumerations both contracts name from openapi/shared/ come along, as in any CONTRACTS_DIR.
      fs.cpSync(path.join(REPO_ROOT, 'openapi', 'shared'), path.join(dir, 'shared'), { recursive: true });
      for (const name of ['api-f', 'api-ops']) {
        fs.mkdirSync(path.join(dir, name));
        let yaml = fs.readFileSync(path.join(REPO_ROOT, 'openapi', name, `${name}.yaml`), 'utf8');
        if (name === 'api-f') {
          // The whole line of getMyProfile's 431 (the first after its operationId).
          const line = "        '431': { $ref: '#/components/responses/HeadersTooLarge' }\n";
          const at = yaml.indexOf(line, yaml.indexOf('operationId: getMyProfile'));
          yaml = yaml.slice(0, at) + yaml.slice(at + line.length);
        }
        fs.writeFileSync(path.join(dir, name, `${name}.yaml`), yaml);
      }
      const { code, lines } = await run(dir);
      expect(code).toBe(1);
      expect(lines).toContain('api-f: getMyProfile does not declare 431');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
