import {
  AreaLevel,
  CurrencyCode,
  EnumCategory,
  MerchantDataCategory,
  NavType,
  OrderStatus,
  PageContentType,
  SitePage,
  TransportMode,
  UserType,
} from '@forwarder/contracts/api-f';
import { ENUM_CATALOG } from './enum-catalog';

// The catalog adds display names to the contract's enumerations; it may never disagree with the contract about
// which values exist, what they are called or what number they carry.
const ENUMERATED_BY_THE_CONTRACT: Record<string, Record<string, number>> = {
  EnumType: EnumCategory,
  NavType,
  PageContentType,
  SitePage,
  AreaDimension: AreaLevel,
  TransportMode,
  OrderStatus,
  UserType,
  MerchantDataCategory,
};

const catalogCategory = (name: string) => ENUM_CATALOG.find((c) => c.name === name);

describe('enum catalog and contract', () => {
  it('has exactly the categories of the contract, with their numbers', () => {
    expect(ENUM_CATALOG.map((c) => [c.name, c.category])).toEqual(Object.entries(EnumCategory));
  });

  it.each(Object.entries(ENUMERATED_BY_THE_CONTRACT))('%s: value names and numbers equal the contract constants', (name, constants) => {
    const category = catalogCategory(name);
    expect(category?.category).toBe(EnumCategory[name as keyof typeof EnumCategory]);
    expect(category?.values.map((v) => [v.name, v.value])).toEqual(Object.entries(constants));
  });

  it.each(['Currency', 'CurrencyCode'])('%s: names the currencies of the contract', (name) => {
    expect(catalogCategory(name)?.values.map((v) => v.name)).toEqual(Object.values(CurrencyCode));
  });

  it('has zh-Hans and en display names for every value', () => {
    for (const category of ENUM_CATALOG) {
      for (const value of category.values) expect([category.name, value.name, value.zh !== '' && value.en !== '']).toEqual([category.name, value.name, true]);
    }
  });
});
