import { createTestContext, type TestContext } from '../../../../test/harness';
import { OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';

// Issue 27: "a batch ETA typed as 10:00 shows as 02:00 on the batch page". The form sent only the instant, so the
// page could only show it in the viewer's zone. The batch now keeps the offset the ETA was typed at and answers it
// back, so 10:00 at +08:00 reads 10:00 (UTC+08:00) on every screen; without one, the site zone's offset.

describe('a batch ETA keeps the zone it was typed in', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const post = (url: string, body: unknown) => ctx.post(`${OPS}${url}`, { token: actors.operator, body });
  const put = (id: string, body: unknown) => ctx.put(`${OPS}/batches/${id}`, { token: actors.operator, body });
  const route = { reference: '160-27000001', origin: 'HKG', destination: 'JFK' };

  it('answers the ETA with the offset typed, on create, detail, list and edit', async () => {
    // 2026-11-28 10:00 typed at +08:00.
    const created = await post('/batches', { type: 'MAWB', ...route, eta: '2026-11-28T02:00:00.000Z', etaTimeZone: '+08:00' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ eta: '2026-11-28T02:00:00.000Z', etaTimeZone: '+08:00' });
    const id = created.json().id as string;
    expect((await ctx.get(`${OPS}/batches/${id}`, { token: actors.operator })).json()).toMatchObject({ eta: '2026-11-28T02:00:00.000Z', etaTimeZone: '+08:00' });

    // 2026-11-28 10:00 typed at New York's winter offset.
    const edited = await put(id, { ...route, eta: '2026-11-28T15:00:00.000Z', etaTimeZone: '-05:00', isClosed: false });
    expect(edited.json()).toMatchObject({ eta: '2026-11-28T15:00:00.000Z', etaTimeZone: '-05:00' });
    expect((await post('/batches/list', { keyword: route.reference })).json().items).toMatchObject([{ id, eta: '2026-11-28T15:00:00.000Z', etaTimeZone: '-05:00' }]);

    const removed = await put(id, { ...route, eta: null, etaTimeZone: '-05:00', isClosed: false });
    expect(removed.json()).toMatchObject({ eta: null, etaTimeZone: null });
  });

  it('without an offset, the ETA is at the site zone’s; a malformed offset is refused', async () => {
    const created = await post('/batches', { type: 'BAG', ...route, eta: '2026-11-28T02:00:00.000Z' });
    expect(created.json()).toMatchObject({ etaTimeZone: '+08:00' });
    expect((await post('/batches', { type: 'CONTAINER', ...route, eta: '2026-11-28T02:00:00.000Z', etaTimeZone: 'Asia/Shanghai' })).statusCode).toBe(400);
    expect((await post('/batches', { type: 'CONTAINER', ...route, eta: '2026-11-28T02:00:00.000Z', etaTimeZone: '+8:00' })).statusCode).toBe(400);
  });
});
