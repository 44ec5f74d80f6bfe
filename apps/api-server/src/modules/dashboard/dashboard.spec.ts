import { createTestContext, type TestContext } from '../../../test/harness';
import { OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';

// The console's reference lists and dashboard, for staff (the guards are tested with every api-ops operation in
// accounts/staff/staff.spec.ts).

describe('reference and dashboard', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  it('getOpsReference lists templates, reasons, the state machine, batch types and products with staleAfterDays', async () => {
    const zh = (await ctx.get(`${OPS}/reference`, { token: actors.operator })).json();
    expect(zh.defaultTimeZone).toBe('+08:00');
    expect(zh.eventTemplates).toHaveLength(15);
    expect(zh.eventTemplates.find((e: { code: string }) => e.code === 'DEPARTED_ORIGIN')).toMatchObject({
      status: 30,
      descriptionZh: '包裹已从始发地发出',
      descriptionEn: 'Departed from the origin facility',
      postable: true,
    });
    expect(zh.eventTemplates.find((e: { code: string }) => e.code === 'EXCEPTION_RESOLVED')).toMatchObject({ status: null, postable: false });
    expect(zh.exceptionReasons).toHaveLength(11);
    expect(zh.statuses.find((s: { status: number }) => s.status === 60)).toMatchObject({ isFinal: true, next: [] });
    expect(zh.routings.map((r: { code: string; staleAfterDays: number }) => [r.code, r.staleAfterDays])).toEqual([
      ['AIR-STD', 3],
      ['AIR-EXP', 3],
      ['AIR-ECO', 3],
      ['SEA-LCL', 10],
      ['SEA-FCL', 10],
    ]);
    const en = (await ctx.get(`${OPS}/reference`, { token: actors.operator, locale: 'en' })).json();
    expect(en.batchTypes.map((b: { displayName: string }) => b.displayName)).toEqual(['Bag', 'Master air waybill', 'Container']);
  });

  it('getOpsDashboard counts across customers', async () => {
    const res = await ctx.get(`${OPS}/dashboard`, { token: actors.operator });
    expect(res.statusCode).toBe(200);
    expect(res.json().statusCounts).toHaveLength(8);
    expect(res.json()).toMatchObject({ exceptionCount: 0, openBatchCount: 0 });
  });
});
