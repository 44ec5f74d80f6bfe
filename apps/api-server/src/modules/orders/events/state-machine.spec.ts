import { OrderStatus } from '@forwarder/contracts/api-ops';
import { canMove, canResume, isFinal, nextStatusesOf, stateMachineTable } from './state-machine';

// The table of docs/domain/operations.md, written out once more by hand: the implementation must agree pair by pair.
const { Submitted, Received, InTransit, CustomsClearance, OutForDelivery, Delivered, Exception, Cancelled } = OrderStatus;
const ALLOWED: Record<number, number[]> = {
  [Submitted]: [Received, Exception, Cancelled],
  [Received]: [Received, InTransit, Exception, Cancelled],
  [InTransit]: [InTransit, CustomsClearance, OutForDelivery, Exception],
  [CustomsClearance]: [InTransit, CustomsClearance, OutForDelivery, Exception],
  [OutForDelivery]: [OutForDelivery, Delivered, Exception],
  [Delivered]: [],
  [Exception]: [Cancelled],
  [Cancelled]: [],
};
const STATUSES = Object.values(OrderStatus);

describe('state machine', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))('%i → %i', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED[from]?.includes(to) ?? false);
  });

  it('resuming an exception goes back to the interrupted status only', () => {
    for (const interrupted of STATUSES) {
      expect(canResume(Exception, interrupted)).toBe(([Submitted, Received, InTransit, CustomsClearance, OutForDelivery] as number[]).includes(interrupted));
    }
    expect(canResume(InTransit, InTransit)).toBe(false);
    expect(canResume(Exception, null)).toBe(false);
    expect(nextStatusesOf(Exception, InTransit)).toEqual([InTransit, Cancelled]);
    expect(nextStatusesOf(Delivered, null)).toEqual([]);
  });

  it('final statuses take no event; the reference lists every status', () => {
    expect(STATUSES.filter(isFinal)).toEqual([Delivered, Cancelled]);
    expect(stateMachineTable().map((row) => row.status)).toEqual(STATUSES);
    expect(stateMachineTable().find((row) => row.status === Exception)?.next).toEqual([Submitted, Received, InTransit, CustomsClearance, OutForDelivery, Cancelled]);
  });
});
