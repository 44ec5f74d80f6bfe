import { boxLabels } from './label-content';
import { renderLabelZpl, zplText } from './label-zpl';
import { sampleBilingualOrder } from '../testing/sample-order';
import { expectShows, graphicFields, rowsOf } from '../testing/zpl-graphics';

const labelsOf = (zpl: string): string[] => zpl.split('^XZ').filter((b) => b.includes('^XA'));

describe('ZPL labels', () => {
  const order = sampleBilingualOrder({
    parcels: [{ quantity: 3, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10, volumeWeightKg: 1 }],
  });
  const zpl = renderLabelZpl(boxLabels(order), 'Globe Freight');
  const blocks = labelsOf(zpl);

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

describe('ZPL labels in Chinese', () => {
  const order = sampleBilingualOrder();

  it("prints the Chinese sender's name, company, street and district as graphics showing them, not '...'", () => {
    const zpl = renderLabelZpl(boxLabels(order), 'Globe Freight');
    expect(zpl).not.toContain('...');
    const blocks = labelsOf(zpl);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block.trim()).toMatch(/^\^XA\n\^CI28\n/);
    // Decoding throws on a malformed ^GFA: byte counts that differ, rows not whole, hex digits not two per byte.
    const [graphics = [], ...others] = blocks.map(graphicFields);
    expect(graphics).toHaveLength(4);
    const [name, company, street, locality] = graphics;
    expectShows(name?.bitmap, '王小明', 26);
    expectShows(company?.bitmap, '深圳小明电子商务有限公司', 22);
    expectShows(street?.bitmap, '科技园南区 1 栋 101', 22);
    expectShows(locality?.bitmap, '南山区, Shenzhen, Guangdong  518057', 22);
    // The name's graphic is its em box: 26 dots tall, three 26-dot ideographs across in whole bytes.
    expect(name?.bitmap).toMatchObject({ width: 80, height: 26 });
    // Left-aligned on the label's margin, one under the other, inside the label.
    for (const g of graphics) expect([g.x, g.x + g.bitmap.width <= 812, g.y + g.bitmap.height <= 1218]).toEqual([32, true, true]);
    graphics.slice(1).forEach((g, i) => expect(g.y).toBeGreaterThanOrEqual((graphics[i]?.y ?? 0) + (graphics[i]?.bitmap.height ?? 0)));
    expect(others).toEqual([graphics]); // the second box's label carries the same sender
    // The English receiver stays the printer's own text.
    expect(zpl).toContain('^FDJohn Smith^FS');
  });

  it('draws the header, a Chinese receiver and an item without English name too, wrapping the street', () => {
    const street = '广东省深圳市南山区科技园南区高新南一道飞亚达科技大厦十八楼';
    const chinese = sampleBilingualOrder({
      declaredItems: [{ name: '蓝牙耳机', nameEn: '', hsCode: '851830', quantity: 2, unitValue: 1, currency: 'USD', totalValue: 2 }],
    });
    chinese.en.receiver = { ...chinese.en.receiver, name: '陈大文', companyName: '', street };
    const [block = ''] = labelsOf(renderLabelZpl(boxLabels(chinese), '环球货运'));
    const graphics = graphicFields(block);
    const [header, receiver, receiverStreet] = graphics;
    expect(header).toMatchObject({ x: 32, y: 28 });
    expectShows(header?.bitmap, '环球货运', 30);
    expectShows(receiver?.bitmap, '陈大文', 40);
    // 29 ideographs at 28 dots: 26 fit the 748 dots across, 3 go to the second line, 4 dots below the first.
    const wrapped = receiverStreet?.bitmap;
    expect(wrapped?.height).toBe(28 + 4 + 28);
    expectShows(wrapped && rowsOf(wrapped, 0, 28), street.slice(0, 26), 28);
    expectShows(wrapped && rowsOf(wrapped, 32, 28), street.slice(26), 28);
    expect(graphics).toHaveLength(8); // and the sender's four
    expectShows(graphics.at(-1)?.bitmap, '蓝牙耳机 (no English name) x2', 24);
  });

  it('falls back to the Latin text of old, with no graphics, when this server has no CJK font', () => {
    const zpl = renderLabelZpl(boxLabels(order), 'Globe Freight', { fontFile: '/nonexistent/NotoSansCJK.ttc' });
    expect(zpl).not.toContain('^GF');
    expect(zpl).toContain('^FD...^FS'); // the sender's name, as before issue 27
  });
});
