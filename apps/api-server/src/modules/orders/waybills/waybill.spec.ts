import { formatWaybillNumber, isValidWaybillNumber, s10CheckDigit } from './waybill';
import { boxVolumeWeightKg, computeWeights, round2 } from '@forwarder/weights';

describe('UPU S10 waybill numbers', () => {
  it('matches published S10 examples', () => {
    // UPU S10 worked example: 47312482 → weighted sum 200, 200 mod 11 = 2, 11 - 2 = 9 (RR473124829GB).
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(isValidWaybillNumber('RR473124829GB')).toBe(true);
    // 12345678 → sum 204, 204 mod 11 = 6, check 5 (RR123456785GB).
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(isValidWaybillNumber('RR123456785GB')).toBe(true);
  });

  it('maps 10 to 0 and 11 to 5', () => {
    expect(s10CheckDigit('00000008')).toBe(0); // sum 56, mod 11 = 1 → 10 → 0
    expect(s10CheckDigit('00000015')).toBe(5); // sum 44, mod 11 = 0 → 11 → 5
    expect(formatWaybillNumber('FA', 8)).toBe('FA000000080CN');
    expect(formatWaybillNumber('FS', 15)).toBe('FS000000155CN');
  });

  it('formats with prefix, zero-padded serial, check digit and CN', () => {
    expect(formatWaybillNumber('FA', 1)).toBe('FA000000014CN');
    expect(formatWaybillNumber('FS', 10000001)).toBe('FS100000017CN');
    expect(() => formatWaybillNumber('FA', 0)).toThrow();
    expect(() => formatWaybillNumber('FA', 100_000_000)).toThrow();
  });

  it('rejects malformed numbers and wrong check digits', () => {
    expect(isValidWaybillNumber('RR473124828GB')).toBe(false);
    expect(isValidWaybillNumber('FA00000001CN')).toBe(false);
    expect(isValidWaybillNumber('fa000000014cn')).toBe(false);
    expect(isValidWaybillNumber('')).toBe(false);
  });
});

describe('weights', () => {
  it('uses L×W×H/6000 for air and /1000 (1 CBM = 1000 kg) for sea, rounded to 0.01', () => {
    expect(boxVolumeWeightKg({ lengthCm: 40, widthCm: 30, heightCm: 20 }, 10)).toBe(4);
    expect(boxVolumeWeightKg({ lengthCm: 33, widthCm: 21, heightCm: 17 }, 10)).toBe(1.96); // 11781 / 6000 = 1.9635
    expect(boxVolumeWeightKg({ lengthCm: 100, widthCm: 100, heightCm: 100 }, 20)).toBe(1000);
    expect(round2(1.005)).toBe(1.01);
  });

  it('sums per quantity and charges the larger weight', () => {
    const air = computeWeights([{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }], 10);
    expect(air).toMatchObject({ parcelCount: 2, totalWeightKg: 7, volumeWeightKg: 8, chargeableWeightKg: 8 });
    const heavy = computeWeights([{ quantity: 1, weightKg: 30, lengthCm: 10, widthCm: 10, heightCm: 10 }], 10);
    expect(heavy.chargeableWeightKg).toBe(30);
  });
});
