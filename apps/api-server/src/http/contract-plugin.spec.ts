import path from 'node:path';
import { createTestContext, fixtureContract } from '../../test/harness';
import { fixtureModule } from '../../test/fixtures/fixture-module';
import { defineContract, type ServerContract } from './contract';

// A second contract next to the fixture one, as api-ops will stand next to api-f.
interface SecondOperations {
  ping: { parameters: object; responses: { 200: { content: { 'application/json': { pong: boolean } } } } };
}
const second = defineContract<SecondOperations>('second-api');
const pingModule = second.defineModule({ name: 'ping', handlers: second.defineHandlers({ ping: async () => ({ pong: true }) }) });
const secondContract = (modules: ServerContract['modules']): ServerContract => ({
  name: second.name,
  specFile: path.join(__dirname, '../../test/fixtures/second-api.yaml'),
  modules,
});

describe('one plugin per contract', () => {
  it('serves each contract from its own spec, side by side', async () => {
    const ctx = await createTestContext({
      contracts: [fixtureContract([fixtureModule]), secondContract([pingModule])],
      allowMissingHandlers: false,
      spaApps: false,
    });
    try {
      expect((await ctx.get('/api/f/tree')).json()).toEqual({ name: 'root', children: [{ name: 'a', children: [] }] });
      expect((await ctx.get('/api/second/ping')).json()).toEqual({ pong: true });
    } finally {
      await ctx.close();
    }
  });

  it("checks coverage per contract: a handler does not count for another contract's operation", async () => {
    await expect(
      createTestContext({
        contracts: [fixtureContract([fixtureModule, pingModule]), secondContract([])],
        allowMissingHandlers: false,
        dialect: 'sqlite',
      }),
    ).rejects.toThrow(/fixture-api\.yaml:\n {2}- handlers for operationIds not in .*: ping/);
    await expect(
      createTestContext({ contracts: [fixtureContract([fixtureModule]), secondContract([])], allowMissingHandlers: false, dialect: 'sqlite' }),
    ).rejects.toThrow(/second-api\.yaml:\n {2}- operations without a handler \(1\): ping/);
  });
});
