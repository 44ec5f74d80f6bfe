import type { RoutingsTable } from './logistics.tables';
import { TransportMode } from '@forwarder/contracts/api-f';

export type RoutingSeed = Omit<RoutingsTable, 'id' | 'creationTime' | 'destinationCountryCodes' | 'isActive'> & {
  destinationCountryCodes: string[];
};

// The product catalogue every installation starts with; staff change it in the database afterwards (the seeder
// only adds codes that are missing, so edits survive restarts).
export const ROUTING_SEEDS: readonly RoutingSeed[] = [
  {
    code: 'AIR-STD',
    nameZh: '标准空运',
    nameEn: 'Standard air',
    descriptionZh: '经香港直飞,门到门 5–8 个工作日',
    descriptionEn: 'Direct flights via Hong Kong, door to door in 5–8 working days',
    transportMode: TransportMode.AIR,
    transitDaysMin: 5,
    transitDaysMax: 8,
    maxWeightKg: 300,
    staleAfterDays: 3,
    destinationCountryCodes: ['US', 'CA', 'GB', 'DE', 'FR', 'AU', 'JP'],
    sort: 10,
  },
  {
    code: 'AIR-EXP',
    nameZh: '特快空运',
    nameEn: 'Express air',
    descriptionZh: '优先舱位,门到门 3–5 个工作日',
    descriptionEn: 'Priority space on direct flights, door to door in 3–5 working days',
    transportMode: TransportMode.AIR,
    transitDaysMin: 3,
    transitDaysMax: 5,
    maxWeightKg: 100,
    staleAfterDays: 3,
    destinationCountryCodes: ['US', 'CA', 'GB', 'DE', 'FR', 'AU', 'JP', 'HK', 'SG'],
    sort: 20,
  },
  {
    code: 'AIR-ECO',
    nameZh: '经济空运',
    nameEn: 'Economy air',
    descriptionZh: '转机航班,全球派送 8–12 个工作日',
    descriptionEn: 'Connecting flights, worldwide delivery in 8–12 working days',
    transportMode: TransportMode.AIR,
    transitDaysMin: 8,
    transitDaysMax: 12,
    maxWeightKg: 500,
    staleAfterDays: 3,
    destinationCountryCodes: [],
    sort: 30,
  },
  {
    code: 'SEA-LCL',
    nameZh: '海运拼箱',
    nameEn: 'Sea freight LCL',
    descriptionZh: '盐田港拼箱出运,门到门 25–35 天',
    descriptionEn: 'Less-than-container loads from Yantian, door to door in 25–35 days',
    transportMode: TransportMode.SEA,
    transitDaysMin: 25,
    transitDaysMax: 35,
    maxWeightKg: 5000,
    staleAfterDays: 10,
    destinationCountryCodes: ['US', 'CA', 'GB', 'DE', 'FR', 'AU'],
    sort: 40,
  },
  {
    code: 'SEA-FCL',
    nameZh: '海运整柜',
    nameEn: 'Sea freight FCL',
    descriptionZh: '整柜直航,港到门 30–40 天',
    descriptionEn: 'Full container loads, port to door in 30–40 days',
    transportMode: TransportMode.SEA,
    transitDaysMin: 30,
    transitDaysMax: 40,
    maxWeightKg: 26000,
    staleAfterDays: 10,
    destinationCountryCodes: [],
    sort: 50,
  },
];
