import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole } from '@forwarder/contracts/api-ops';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../../../../test/harness';
import { seedRoutings } from '../../rates';
import { createOrders } from '../placing/place-orders.service';
import { insertTestRegions, orderInput } from './fixtures';

// Shared by the staff-side suites: staff and customers with tokens, orders of a customer, and a way to put an
// order straight into a status (the state machine's table test starts from every status).

export const OPS = '/api/ops';
export const F = '/api/f/logistics-management';

export interface OpsActors {
  admin: TestUser;
  operator: TestUser;
  member: TestUser;
  merchant: TestUser;
}

export async function setUpOps(ctx: TestContext): Promise<OpsActors> {
  await insertTestRegions(ctx.db);
  await ctx.db.transaction().execute((trx) => seedRoutings(trx));
  return {
    admin: await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Admin }),
    operator: await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Operator }),
    member: await ctx.createUser({ userType: UserType.Member }),
    merchant: await ctx.createUser({ userType: UserType.Merchant, merchantId: 'M900001' }),
  };
}

export interface CreatedOrder {
  id: string;
  waybillNumber: string;
}

export async function newOrders(ctx: TestContext, customer: TestUser, count = 1, overrides: Parameters<typeof orderInput>[0] = {}): Promise<CreatedOrder[]> {
  const inputs = Array.from({ length: count }, () => orderInput(overrides));
  const created = await createOrders(ctx.db, customer.id, inputs, 'zh-Hans');
  return created.map((o) => ({ id: o.id, waybillNumber: o.waybillNumber }));
}

export async function newOrder(ctx: TestContext, customer: TestUser, overrides: Parameters<typeof orderInput>[0] = {}): Promise<CreatedOrder> {
  const [order] = await newOrders(ctx, customer, 1, overrides);
  if (!order) throw new Error('no order created');
  return order;
}

/**
 * Puts an order into `status` as if its history had got there (last event an hour ago, no code), with an open
 * exception interrupting `interrupted` when the status is Exception.
 */
export async function forceStatus(ctx: TestContext, orderId: string, status: number, interrupted: number | null = null, lastEventTime = new Date(Date.now() - 3_600_000).toISOString()): Promise<void> {
  await ctx.db
    .updateTable('orders')
    .set({
      status,
      lastEventStatus: status,
      lastEventTime,
      lastEventCode: null,
      lastEventLocationZh: '',
      lastEventLocationEn: '',
      ...(status === 90
        ? {
            exceptionReason: 'OTHER',
            exceptionExplanationZh: '测试异常',
            exceptionExplanationEn: 'Test exception',
            exceptionNote: '',
            exceptionSince: lastEventTime,
            exceptionRaisedBy: null,
            exceptionInterruptedStatus: interrupted,
          }
        : { exceptionReason: null, exceptionInterruptedStatus: null }),
    })
    .where('id', '=', orderId)
    .execute();
}

export const event = (code: string, overrides: Record<string, unknown> = {}) => ({ code, locationZh: '深圳', locationEn: 'Shenzhen', ...overrides });

export interface ErrorBody {
  error: { code: string | null; message: string; validationErrors: { members: string[]; message: string }[] | null };
}
export const errorOf = (res: LightMyRequestResponse): ErrorBody['error'] => (res.json() as ErrorBody).error;
export const membersOf = (res: LightMyRequestResponse): string[] => (errorOf(res).validationErrors ?? []).flatMap((v) => v.members);

export const auditCount = async (ctx: TestContext, entityId?: string): Promise<number> => {
  let query = ctx.db.selectFrom('audit_entries').select((eb) => eb.fn.countAll().as('count'));
  if (entityId) query = query.where('entityId', '=', entityId);
  return Number((await query.executeTakeFirstOrThrow()).count);
};
