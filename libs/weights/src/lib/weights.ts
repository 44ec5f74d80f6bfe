import { TransportMode } from '@forwarder/contracts/api-f';

// The weight rule of an order (docs/domain/operations.md, "Receiving and measured weights"): dimensional weight of a
// box L×W×H/6000 by air, /1000 by sea; chargeable = the larger of actual and dimensional. The member's order form
// shows it while the member types (an estimate), the staff console while a parcel is weighed at receiving, and the
// server computes the binding figures of a saved order and of a received parcel with these same functions.

/**
 * cm³ per kg of dimensional weight. Air: the IATA divisor 6000. Sea: the W/M convention, 1 CBM = 1000 kg,
 * i.e. 1,000,000 cm³ / 1000 kg = 1000 cm³ per kg.
 */
export const VOLUME_DIVISOR = { [TransportMode.AIR]: 6000, [TransportMode.SEA]: 1000 } as const satisfies Record<TransportMode, number>;

/** Half-up to 2 decimals; the epsilon keeps 1.005 (stored as 1.00499…) from rounding down. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** A line of identical boxes: how many, the weight of one and its dimensions (kg, cm). */
export interface BoxLine {
  quantity: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The dimensional weight of one box; any mode other than sea counts as air. */
export function boxVolumeWeightKg(box: Pick<BoxLine, 'lengthCm' | 'widthCm' | 'heightCm'>, transportMode: number | undefined): number {
  const divisor = transportMode === TransportMode.SEA ? VOLUME_DIVISOR[TransportMode.SEA] : VOLUME_DIVISOR[TransportMode.AIR];
  return round2((box.lengthCm * box.widthCm * box.heightCm) / divisor);
}

export interface OrderWeights {
  parcelCount: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
  /** Per line: the dimensional weight of one box. */
  boxVolumeWeightsKg: number[];
}

export function computeWeights(lines: readonly BoxLine[], transportMode: number | undefined): OrderWeights {
  const boxVolumeWeightsKg = lines.map((line) => boxVolumeWeightKg(line, transportMode));
  const parcelCount = lines.reduce((n, line) => n + line.quantity, 0);
  const totalWeightKg = round2(lines.reduce((sum, line) => sum + line.quantity * line.weightKg, 0));
  const volumeWeightKg = round2(lines.reduce((sum, line, i) => sum + line.quantity * (boxVolumeWeightsKg[i] ?? 0), 0));
  return {
    parcelCount,
    totalWeightKg,
    volumeWeightKg,
    chargeableWeightKg: Math.max(totalWeightKg, volumeWeightKg),
    boxVolumeWeightsKg,
  };
}
