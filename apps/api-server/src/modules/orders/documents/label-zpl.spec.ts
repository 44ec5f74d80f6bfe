import { boxLabels } from './label-content';
import { renderLabelZpl, zplText } from './label-zpl';
import { sampleBilingualOrder } from '../testing/sample-order';

describe('ZPL labels', () => {
  const order = sampleBilingualOrder({
    parcels: [{ quantity: 3, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10, volumeWeightKg: 1 }],
  });
  const zpl = renderLabelZpl(boxLabels(order), 'Globe Freight');
  const blocks = zpl.split('^XZ').filter((b) => b.includes('^XA'));

  it('answers one ^XA…^XZ block per box on a 4 × 6 in, 203 dpi label', () => {
    expect(blocks).toHaveLength(3);
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    for (const block of blocks) expect(block).toContain('^PW812');
  });

  it('carries the waybill and the box number as Code 128 fields, and the counter', () => {
    blocks.forEach((block, i) => {
      const barcodes = [...block.matchAll(/\^BCN,\d+,N,N,N,A\^FD([^^]+)\^FS/g)].map((m) => m[1]);
      expect(barcodes).toEqual(['FA100000019CN', `FA100000019CN00${i + 1}`]);
      expect(block).toContain(`^FD${i + 1}/3^FS`);
    });
  });

  it('prints the receiver in English and keeps field data free of ZPL control characters', () => {
    expect(blocks[0]).toContain('^FDUNITED STATES  US^FS');
    expect(blocks[0]).toContain('^FDBluetooth earphones x10^FS');
    expect(zplText('a^b~c 北京')).toBe('a b c ...');
  });
});
