// The workspace's contracts, found by convention: every folder `openapi/<name>/` holding `<name>.yaml` is one
// contract, and an Nx project (`contract-<name>`, imported as `@forwarder/contracts/<name>`). Adding a contract is
// adding such a folder; the generator, the contract lint and the server's coverage check all list them from here.
import fs from 'node:fs';
import path from 'node:path';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const contractsRoot = path.join(workspaceRoot, 'openapi');

/** @returns {{ name: string, dir: string, spec: string }[]} sorted by name */
export function listContracts() {
  return fs
    .readdirSync(contractsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(contractsRoot, entry.name, `${entry.name}.yaml`)))
    .map((entry) => ({
      name: entry.name,
      dir: path.join(contractsRoot, entry.name),
      spec: path.join(contractsRoot, entry.name, `${entry.name}.yaml`),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
