import { TransportMode, type components } from '@forwarder/contracts/api-f';

type ParcelInput = components['schemas']['ParcelInput'];

/**
 * cm³ per kg of dimensional weight. Air: the IATA divisor 6000. Sea: the W/M convention, 1 CBM = 1000 kg,
 * i.e. 1,000,000 cm³ / 1000 kg = 1000 cm³ per kg.
 */
export const VOLUME_DIVISOR = { [TransportMode.AIR]: 6000, [TransportMode.SEA]: 1000 } as const satisfies Record<TransportMode, number>;

/** Half-up to 2 decimals; the epsilon keeps 1.005 (stored as 1.00499…) from rounding down. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export function boxVolumeWeightKg(parcel: Pick<ParcelInput, 'lengthCm' | 'widthCm' | 'heightCm'>, transportMode: number): number {
  const divisor = transportMode === TransportMode.SEA ? VOLUME_DIVISOR[TransportMode.SEA] : VOLUME_DIVISOR[TransportMode.AIR];
  return round2((parcel.lengthCm * parcel.widthCm * parcel.heightCm) / divisor);
}

export interface OrderWeights {
  parcelCount: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
  /** Per input parcel: the dimensional weight of one box. */
  boxVolumeWeightsKg: number[];
}

export function computeWeights(parcels: readonly ParcelInput[], transportMode: number): OrderWeights {
  const boxVolumeWeightsKg = parcels.map((p) => boxVolumeWeightKg(p, transportMode));
  const parcelCount = parcels.reduce((n, p) => n + p.quantity, 0);
  const totalWeightKg = round2(parcels.reduce((sum, p) => sum + p.quantity * p.weightKg, 0));
  const volumeWeightKg = round2(parcels.reduce((sum, p, i) => sum + p.quantity * (boxVolumeWeightsKg[i] ?? 0), 0));
  return {
    parcelCount,
    totalWeightKg,
    volumeWeightKg,
    chargeableWeightKg: Math.max(totalWeightKg, volumeWeightKg),
    boxVolumeWeightsKg,
  };
}
