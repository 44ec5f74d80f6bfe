// What each held order of a customer still needs (pure; docs/domain/billing.md, "Holds"). `available` is what the
// account can spend now: the balance, plus the credit limit on monthly credit; the held orders' charges are already
// taken from it. The orders are covered oldest first: the money for held orders is `available` plus their charges,
// and an order is covered when it reaches the sum of its charge and the older held orders' charges.

export interface HeldCharge {
  orderId: string;
  /** The order's live charge total (0 when it has none). */
  chargeMinor: number;
}

/** By order id (the holds oldest first): what the customer is to top up for that order to be released, 0 = covered. */
export function amountsDue(available: number, holds: readonly HeldCharge[]): Map<string, number> {
  const forHeld = available + holds.reduce((sum, h) => sum + h.chargeMinor, 0);
  const due = new Map<string, number>();
  let needed = 0;
  for (const hold of holds) {
    needed += hold.chargeMinor;
    due.set(hold.orderId, Math.max(0, needed - forHeld));
  }
  return due;
}
