import { UserType } from '@forwarder/contracts/api-ops';
import { NotFoundError } from '../../errors/app-errors';
import { findUserCards, type UserCard } from '../accounts';
import type { BillingExecutor } from './billing.db';

/** The customer (member or merchant) `id` names; 404 for a staff member or an unknown id, as for any missing entity. */
export async function requireCustomer(db: BillingExecutor, id: string): Promise<UserCard> {
  const card = (await findUserCards(db, [id])).get(id);
  if (!card || (card.userType !== UserType.Member && card.userType !== UserType.Merchant)) throw new NotFoundError();
  return card;
}
