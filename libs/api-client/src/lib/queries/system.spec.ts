import { EnumCategory, type EnumsResponse } from '@forwarder/contracts/api-f';
import { enumValues } from './system';

describe('enumValues', () => {
  const answer: EnumsResponse = {
    items: [
      { category: EnumCategory.TransportMode, name: 'TransportMode', values: [{ value: 10, name: 'AIR', displayName: '空运' }] },
      { category: EnumCategory.OrderStatus, name: 'OrderStatus', values: [{ value: 60, name: 'Delivered', displayName: '已签收' }] },
    ],
  };

  it("picks one category's values out of the answer", () => {
    expect(enumValues(answer, EnumCategory.OrderStatus)).toEqual([{ value: 60, name: 'Delivered', displayName: '已签收' }]);
  });

  it('is empty before the answer and for a category the answer lacks', () => {
    expect(enumValues(undefined, EnumCategory.OrderStatus)).toEqual([]);
    expect(enumValues(answer, EnumCategory.Currency)).toEqual([]);
  });
});
