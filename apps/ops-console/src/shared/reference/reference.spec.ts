import { OrderStatus } from '@forwarder/api-client/ops';
import { opsReference } from '@forwarder/testing';
import { commonNextStatuses, postableTemplates, templatesFor } from './reference';

const reference = opsReference();

describe('moves the state machine allows', () => {
  it('offers an order only the templates of its next statuses', () => {
    expect(templatesFor(reference, [OrderStatus.Received, OrderStatus.Exception, OrderStatus.Cancelled]).map((t) => t.code)).toEqual([
      'RECEIVED',
      'CANCELLED',
    ]);
    expect(templatesFor(reference, [])).toEqual([]);
  });

  it('offers every postable template in scan mode', () => {
    expect(postableTemplates(reference).map((t) => t.code)).not.toContain('EXCEPTION_RESOLVED');
    expect(postableTemplates(reference)).toHaveLength(11);
  });

  it('offers a batch only the moves every one of its statuses allows', () => {
    expect(commonNextStatuses(reference, [OrderStatus.InTransit, OrderStatus.CustomsClearance])).toEqual([
      OrderStatus.InTransit,
      OrderStatus.CustomsClearance,
      OrderStatus.OutForDelivery,
      OrderStatus.Exception,
    ]);
    expect(commonNextStatuses(reference, [OrderStatus.Received, OrderStatus.Delivered])).toEqual([]);
    expect(commonNextStatuses(reference, [])).toHaveLength(8);
  });
});
