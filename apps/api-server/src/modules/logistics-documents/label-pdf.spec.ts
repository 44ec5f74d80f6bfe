import { renderLabels, formatUtcMinute } from './label-pdf';
import fs from 'node:fs';
import { CJK_FONT_FILE, toLatinText } from './label-font';
import { sampleOrder } from './testing/sample-order';

const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('label PDF', () => {
  it('renders one 100 × 150 mm page per order', async () => {
    const orders = [sampleOrder(), sampleOrder({ waybillNumber: 'FA100000027CN' }), sampleOrder({ waybillNumber: 'FA100000035CN' })];
    const pdf = await renderLabels(orders, { forwarderName: '环宇国际物流 Globe Freight' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfPageCount(pdf)).toBe(3);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    // The CJK face is embedded (subset) when the machine has it (Debian fonts-noto-cjk), else the fallback is used.
    expect(pdf.toString('latin1')).toContain(fs.existsSync(CJK_FONT_FILE) ? 'NotoSansCJK' : '/Helvetica');
  });

  it('falls back to Helvetica without a CJK font and never crashes on Chinese text', async () => {
    const pdf = await renderLabels([sampleOrder()], { forwarderName: '环宇国际物流 Globe Freight', fontFile: '/nonexistent/font.ttc' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/Helvetica');
  });

  it('makes text Latin-only for the fallback font', () => {
    expect(toLatinText('Café 北京 Road')).toBe('Cafe … Road');
    expect(toLatinText('ＡＢＣ１２３')).toBe('ABC123');
    expect(toLatinText('王小明')).toBe('…');
    expect(toLatinText('John')).toBe('John');
  });

  it('prints creation time to the minute in UTC', () => {
    expect(formatUtcMinute('2026-11-20T08:30:59.000Z')).toBe('2026-11-20 08:30');
  });
});
