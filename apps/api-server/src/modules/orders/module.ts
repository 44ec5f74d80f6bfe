import { defineModule } from '../define-module';
import { ordersCustomerHandlers } from './api-f.handlers';
import { ordersStaffHandlers } from './api-ops.handlers';
import { ordersMessages } from './orders.messages';
import { demoOrdersSeeder } from './seed/demo-orders.seeder';
import type { OrdersScope } from './orders.db';

/**
 * Orders: the customers place, follow, print and cancel theirs (api-f), the staff receive, move, batch and hold
 * them (api-ops). Demo orders need the accounts module's demo users, the regions and the rates module's products:
 * list this module after them.
 */
export const ordersModule = defineModule<OrdersScope>({
  name: 'orders',
  handlers: { 'api-f': ordersCustomerHandlers, 'api-ops': ordersStaffHandlers },
  seeders: [demoOrdersSeeder],
  messages: ordersMessages,
});
