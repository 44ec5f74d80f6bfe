import { createTestContext, type TestContext } from '../../../../test/harness';
import { membersOf } from '../../orders/testing/ops-fixtures';
import { seedRoutings } from '../seed/routings.seeder';

// The customers' list of products open for orders (getRoutingList): the order form's choices.

const ROUTING_LIST = '/api/f/logistics-management/routing/list';

describe('getRoutingList', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db.transaction().execute((trx) => seedRoutings(trx));
  });
  afterAll(async () => ctx?.close());

  it('lists the active routes, filtered by mode and localised', async () => {
    await ctx.db.insertInto('routings').values({
      id: '00000000-0000-4000-8000-00000000dead', code: 'AIR-OLD', nameZh: '旧线路', nameEn: 'Old', descriptionZh: '', descriptionEn: '',
      transportMode: 10, transitDaysMin: 1, transitDaysMax: 2, maxWeightKg: 10, minWeightKg: 0, destinationCountryCodes: '[]', isActive: 0, sort: 1,
      creationTime: new Date().toISOString(), staleAfterDays: 3,
    }).execute();
    const all = await ctx.post(ROUTING_LIST);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((r: { code: string }) => r.code)).toEqual(['AIR-STD', 'AIR-EXP', 'AIR-ECO', 'SEA-LCL', 'SEA-FCL']);
    const sea = await ctx.post(ROUTING_LIST, { body: { transportMode: 20 }, locale: 'en' });
    expect(sea.json().items).toHaveLength(2);
    expect(sea.json().items[0]).toMatchObject({ code: 'SEA-LCL', displayName: 'Sea freight LCL', transportMode: 20, transitDaysMin: 25 });
    const std = all.json().items[0];
    expect(std).toMatchObject({ displayName: '标准空运', maxWeightKg: 300, destinationCountryCodes: expect.arrayContaining(['US', 'GB']) });
  });

  it('400 for an unknown transport mode', async () => {
    const res = await ctx.post(ROUTING_LIST, { body: { transportMode: 30 } });
    expect(res.statusCode).toBe(400);
    expect(membersOf(res)).toEqual(['transportMode']);
  });
});
