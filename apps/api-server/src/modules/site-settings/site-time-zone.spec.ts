import { createTestContext, type TestContext } from '../../../test/harness';
import { errorOf, membersOf, OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';

// Issue 27: the warehouse's (site's) time zone is an admin's setting. It starts at Asia/Shanghai, is refused with a
// localised field error when Intl does not know it, and the console's reference (where staff forms start) and the
// customers' configuration (where the portals read the site's zone) follow it at once.

const SETTINGS = `${OPS}/site-settings`;
const CONFIG = '/api/f/system/application-configuration';
const REFERENCE = `${OPS}/reference`;

describe('the site time zone setting', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let current: Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    current = (await ctx.get(SETTINGS, { token: actors.admin })).json();
  });
  afterAll(() => ctx?.close());

  const save = (timeZone: unknown, locale = 'en') => ctx.put(SETTINGS, { token: actors.admin, locale, body: { ...current, timeZone } });
  const reference = async () => (await ctx.get(REFERENCE, { token: actors.operator })).json();

  it('starts at Asia/Shanghai: the setting, the staff reference (its offset for the forms) and the customers’ configuration', async () => {
    expect(current).toMatchObject({ timeZone: 'Asia/Shanghai' });
    expect(await reference()).toMatchObject({ siteTimeZone: 'Asia/Shanghai', defaultTimeZone: '+08:00' });
    expect((await ctx.get(CONFIG)).json().tenantExtra).toMatchObject({ timeZone: 'Asia/Shanghai' });
  });

  it('refuses a zone Intl does not know, an offset or a blank, in both languages, and writes nothing', async () => {
    for (const zone of ['Mars/Olympus_Mons', '+08:00', 'UTC+8', '', 'Asia/Shanghai; DROP']) {
      const res = await save(zone);
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['timeZone']);
    }
    expect(errorOf(await save('Mars/Olympus_Mons')).validationErrors?.[0]?.message).toBe(
      '"Mars/Olympus_Mons" is not a time zone this site knows: choose an IANA zone name such as Asia/Shanghai.',
    );
    expect(errorOf(await save('Mars/Olympus_Mons', 'zh-Hans')).validationErrors?.[0]?.message).toBe('“Mars/Olympus_Mons”不是可用的时区：请选择 IANA 时区名，例如 Asia/Shanghai。');
    expect((await ctx.put(SETTINGS, { token: actors.admin, body: { ...current, timeZone: 8 } })).statusCode).toBe(400);
    expect((await ctx.get(SETTINGS, { token: actors.admin })).json()).toEqual(current);
  });

  it('saves a zone (an alias too): the reference and the configuration follow at once; operators cannot change it', async () => {
    const res = await save('  Asia/Kolkata ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect(await reference()).toMatchObject({ siteTimeZone: 'Asia/Kolkata', defaultTimeZone: '+05:30' });
    expect((await ctx.get(CONFIG)).json().tenantExtra).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect((await ctx.put(SETTINGS, { token: actors.operator, body: { ...current, timeZone: 'UTC' } })).statusCode).toBe(403);
    expect((await save('UTC')).json()).toMatchObject({ timeZone: 'UTC' });
    expect(await reference()).toMatchObject({ siteTimeZone: 'UTC', defaultTimeZone: '+00:00' });
  });
});
