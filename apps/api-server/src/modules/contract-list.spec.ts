import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../test/harness';
import { contractSpecFile } from '../http/contract';
import { assertServedContracts, contractCoverage } from '../http/contract-plugin';
import { undeclaredStatuses } from '../http/declared-statuses';
import { loadSpec } from '../http/openapi/spec';
import { renderDeclarationProblems } from '../http/server-rendering/render-scopes';
import { contracts, modules } from '.';

// A folder openapi/<name>/ holding <name>.yaml is a contract (tools/contracts/contracts.mjs): adding one without
// registering it here would ship a contract no server answers.
const CONTRACTS_DIR = path.join(REPO_ROOT, 'openapi');

const contractFolders = (): string[] =>
  fs
    .readdirSync(CONTRACTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(CONTRACTS_DIR, entry.name, `${entry.name}.yaml`)))
    .map((entry) => entry.name)
    .sort();

describe("the server's contract list", () => {
  it('has one entry per contract folder of openapi/ and none without a folder', () => {
    expect(contracts.map((c) => c.name).sort()).toEqual(contractFolders());
  });

  it.each(contracts.map((c) => [c.name, c] as const))('%s: every operation has one handler, every handler an operation', (_name, contract) => {
    expect(contractCoverage(contract, modules, loadSpec(contractSpecFile(contract, CONTRACTS_DIR)))).toEqual({ missing: [], unknown: [] });
  });

  it.each(contracts.map((c) => [c.name, c] as const))('%s: every operation declares every status the server may answer it with', (_name, contract) => {
    expect(undeclaredStatuses(loadSpec(contractSpecFile(contract, CONTRACTS_DIR)))).toEqual([]);
  });

  it.each(contracts.map((c) => [c.name, c] as const))('%s: every write says which public pages it changes', (_name, contract) => {
    expect(renderDeclarationProblems(loadSpec(contractSpecFile(contract, CONTRACTS_DIR)))).toEqual([]);
  });

  it('has a module list whose handlers name only contracts of the list', () => {
    expect(() => assertServedContracts(contracts, modules)).not.toThrow();
  });

  it('names every module once (messages and seeders are registered by module name)', () => {
    const names = modules.map((m) => m.name);
    expect(names).toEqual([...new Set(names)]);
  });
});
