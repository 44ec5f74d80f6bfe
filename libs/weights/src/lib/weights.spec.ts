import { TransportMode } from '@forwarder/contracts/api-f';
import { boxVolumeWeightKg, computeWeights, round2 } from './weights';

describe('the weight rule', () => {
  it('rounds half up to two decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344)).toBe(2.34);
  });

  it('divides L×W×H by 6000 by air and by 1000 by sea', () => {
    const box = { lengthCm: 40, widthCm: 30, heightCm: 20 };
    expect(boxVolumeWeightKg(box, TransportMode.AIR)).toBe(4);
    expect(boxVolumeWeightKg(box, TransportMode.SEA)).toBe(24);
    expect(boxVolumeWeightKg(box, undefined)).toBe(4);
  });

  it('charges the larger of actual and dimensional weight over every box', () => {
    const weights = computeWeights(
      [
        { quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 },
        { quantity: 1, weightKg: 9, lengthCm: 10, widthCm: 10, heightCm: 10 },
      ],
      TransportMode.AIR,
    );
    expect(weights).toEqual({ parcelCount: 3, totalWeightKg: 16, volumeWeightKg: 8.17, chargeableWeightKg: 16, boxVolumeWeightsKg: [4, 0.17] });
    expect(computeWeights([{ quantity: 1, weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 }], TransportMode.AIR).chargeableWeightKg).toBe(4.2);
  });
});
