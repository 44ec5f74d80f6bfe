import path from 'node:path';
import { createTestContext, fixtureContract } from '../../test/harness';
import { fixtureHandlers, fixtureModule, type FixtureContracts } from '../../test/fixtures/fixture-module';
import { defineModule } from '../modules/define-module';
import { defineContract } from './contract';
import type { Database } from '../modules';

// A second contract next to the fixture one, as api-ops stands next to api-f.
interface SecondOperations {
  ping: { parameters: object; responses: { 200: { content: { 'application/json': { pong: boolean } } } } };
}
interface BothContracts extends FixtureContracts {
  'second-api': SecondOperations;
}
const second = defineContract<SecondOperations>('second-api', { specFile: path.join(__dirname, '../../test/fixtures/second-api.yaml') });
const pingHandlers = second.defineHandlers<Database>()({ ping: async () => ({ pong: true }) });
const pingModule = defineModule<Database, BothContracts>({ name: 'ping', handlers: { 'second-api': pingHandlers } });

describe('one plugin per contract', () => {
  it('serves each contract from its own spec, side by side', async () => {
    const ctx = await createTestContext({
      contracts: [fixtureContract, second],
      modules: [fixtureModule, pingModule],
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
    // `ping` filed under the wrong contract (the types refuse it; the start-up check is the backstop).
    const misfiled = defineModule<Database, BothContracts>({ name: 'ping', handlers: { 'fixture-api': pingHandlers as never } });
    await expect(
      createTestContext({
        contracts: [fixtureContract, second],
        modules: [fixtureModule, misfiled],
        allowMissingHandlers: false,
        dialect: 'sqlite',
      }),
    ).rejects.toThrow(/fixture-api\.yaml:\n {2}- handlers for operationIds not in .*: ping/);
    await expect(
      createTestContext({ contracts: [fixtureContract, second], modules: [fixtureModule], allowMissingHandlers: false, dialect: 'sqlite' }),
    ).rejects.toThrow(/second-api\.yaml:\n {2}- operations without a handler \(1\): ping/);
  });

  it('serves one module on both contracts, each operation from the handlers filed under its contract', async () => {
    const both = defineModule<Database, BothContracts>({ name: 'both', handlers: { 'fixture-api': fixtureHandlers, 'second-api': pingHandlers } });
    const ctx = await createTestContext({ contracts: [fixtureContract, second], modules: [both], allowMissingHandlers: false, spaApps: false });
    try {
      expect((await ctx.get('/api/f/tree')).json()).toEqual({ name: 'root', children: [{ name: 'a', children: [] }] });
      expect((await ctx.get('/api/second/ping')).json()).toEqual({ pong: true });
    } finally {
      await ctx.close();
    }
  });

  it('refuses handlers filed under a contract the server does not serve, naming the module and the contract', async () => {
    await expect(
      createTestContext({ contracts: [fixtureContract], modules: [fixtureModule, pingModule], dialect: 'sqlite' }),
    ).rejects.toThrow(/Handlers for contracts the server does not serve: ping \(second-api\)/);
  });
});
