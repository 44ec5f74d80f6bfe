import fs from 'node:fs';
import { CJK_FONT_FILE, toLatinText } from '../../../pdf/label-font';
import { addressBlock, boxBarcode, boxLabels, formatUtcMinute } from './label-content';
import { renderLabelPdf } from './label-pdf';
import { sampleBilingualOrder } from '../testing/sample-order';
import { hasPdfToText, pdfText } from '../../../../test/pdf-to-text';

const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const threeBoxes = () =>
  sampleBilingualOrder({
    parcels: [
      { quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20, volumeWeightKg: 4 },
      { quantity: 1, weightKg: 1.2, lengthCm: 20, widthCm: 20, heightCm: 10, volumeWeightKg: 0.67 },
    ],
  });

describe('box labels', () => {
  it('makes one label per box, numbered through the parcel lines, each with its box barcode', () => {
    const labels = boxLabels(threeBoxes());
    expect(labels.map((l) => `${l.box}/${l.boxCount} ${l.boxBarcode} ${l.boxWeightKg}`)).toEqual([
      '1/3 FA100000019CN001 3.5',
      '2/3 FA100000019CN002 3.5',
      '3/3 FA100000019CN003 1.2',
    ]);
    expect(boxBarcode('FA100000019CN', 12)).toBe('FA100000019CN012');
  });

  it('reads the receiver in English, smallest region first, with the country in capitals', () => {
    const { en, zh } = sampleBilingualOrder();
    expect(addressBlock(en.receiver, zh.receiver)).toMatchObject({ locality: 'New York City, New York  10118', country: 'UNITED STATES', countryCode: 'US' });
    // A level without an English name yet keeps its stored name rather than disappearing.
    expect(addressBlock(en.sender, zh.sender).locality).toBe('南山区, Shenzhen, Guangdong  518057');
    expect(addressBlock(en.sender, zh.sender).areaZh).toBe('中国-广东省-深圳市-南山区');
  });

  it('prints the English item name, and flags an older order that has none', () => {
    const order = sampleBilingualOrder({
      declaredItems: [{ name: '手机壳', nameEn: '', hsCode: '', quantity: 1, unitValue: 2, currency: 'USD', totalValue: 2 }],
    });
    expect(boxLabels(order)[0]?.items).toEqual([{ name: '手机壳', nameZh: '手机壳', englishMissing: true, quantity: 1 }]);
    expect(boxLabels(sampleBilingualOrder())[0]?.items[0]).toMatchObject({ name: 'Bluetooth earphones', englishMissing: false });
  });
});

describe('label PDF', () => {
  it('renders one 100 × 150 mm page per box, titled with the file name', async () => {
    const pdf = await renderLabelPdf(boxLabels(threeBoxes()), { forwarderName: '环宇国际物流 Globe Freight', sheet: 'label', title: 'label-FA100000019CN.pdf' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfPageCount(pdf)).toBe(3);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    expect(pdf.toString('latin1')).toContain('label-FA100000019CN.pdf');
    expect(pdf.toString('latin1')).toContain(fs.existsSync(CJK_FONT_FILE) ? 'NotoSansCJK' : '/Helvetica');
  });

  (hasPdfToText ? it : it.skip)('prints the box counter, both barcodes in words, and the English address and items', async () => {
    const pdf = await renderLabelPdf(boxLabels(threeBoxes()), { forwarderName: 'Globe Freight', sheet: 'label', title: 't' });
    const pages = pdfText(pdf).split('\f');
    expect(pages[1]).toContain('2/3');
    expect(pages[1]).toContain('FA100000019CN002');
    expect(pages[1]).toContain('FA100000019CN');
    expect(pages[1]).toContain('UNITED STATES');
    expect(pages[1]).toContain('New York City, New York');
    expect(pages[1]).toContain('Bluetooth earphones ×10');
    expect(pages[1]).not.toContain('美国');
  });

  it('puts four labels on each A4 sheet', async () => {
    const labels = [...boxLabels(threeBoxes()), ...boxLabels(threeBoxes())];
    const pdf = await renderLabelPdf(labels, { forwarderName: 'Globe Freight', sheet: 'a4', title: 't' });
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/);
  });

  it('falls back to Helvetica without a CJK font and never crashes on Chinese text', async () => {
    const pdf = await renderLabelPdf(boxLabels(sampleBilingualOrder()), { forwarderName: '环宇国际物流 Globe Freight', sheet: 'label', title: 't', fontFile: '/nonexistent/font.ttc' });
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toContain('/Helvetica');
  });

  it('makes text Latin-only for the fallback font', () => {
    expect(toLatinText('Café 北京 Road')).toBe('Cafe … Road');
    expect(toLatinText('ＡＢＣ１２３')).toBe('ABC123');
    expect(toLatinText('王小明')).toBe('…');
  });

  it('prints creation time to the minute in UTC', () => {
    expect(formatUtcMinute('2026-11-20T08:30:59.000Z')).toBe('2026-11-20 08:30');
  });
});
