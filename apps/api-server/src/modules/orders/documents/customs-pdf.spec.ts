import { customsPaperOf, renderCustomsPdf } from './customs-pdf';
import { declarationFormFor, toSdr } from './customs-value';
import { sampleBilingualOrder } from '../testing/sample-order';
import { hasPdfToText, pdfText } from '../../../../test/pdf-to-text';

const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('customs papers', () => {
  it('chooses CN22 up to 300 SDR and CN23 above', () => {
    expect(toSdr(100, 'USD')).toBeCloseTo(73);
    expect(declarationFormFor(410, 'USD')).toBe('cn22');
    expect(declarationFormFor(412, 'USD')).toBe('cn23');
    expect(declarationFormFor(2900, 'CNY')).toBe('cn22');
    const order = sampleBilingualOrder({ declaredValue: 125, declaredCurrency: 'USD' });
    expect(customsPaperOf(order.en, 'cn23')).toBe('cn22');
    expect(customsPaperOf({ ...order.en, declaredValue: 5000 }, 'cn23')).toBe('cn23');
    expect(customsPaperOf(order.en, 'commercial-invoice')).toBe('commercial-invoice');
  });

  (hasPdfToText ? it : it.skip)('writes the commercial invoice with English items, HS codes, totals and both parties', async () => {
    const pdf = await renderCustomsPdf([sampleBilingualOrder()], 'commercial-invoice', { forwarderName: 'Globe Freight', title: 'commercial-invoice-FA100000019CN.pdf' });
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const part of ['COMMERCIAL INVOICE', 'EXPORTER', 'IMPORTER', 'Bluetooth earphones', '851830', '12.50', '125.00 USD', 'UNITED STATES', 'CHINA', 'FA100000019CN']) {
      expect(text).toContain(part);
    }
  });

  (hasPdfToText ? it : it.skip)('writes a CN23 on A4 above the limit and a CN22 on A6 below, in one file', async () => {
    const small = sampleBilingualOrder();
    const big = sampleBilingualOrder({ waybillNumber: 'FA100000027CN', declaredValue: 5000 });
    const pdf = await renderCustomsPdf([small, big], 'cn23', { forwarderName: 'Globe Freight', title: 't' });
    const [first, second] = pdfText(pdf).split('\f');
    expect(first).toContain('CN 22');
    expect(second).toContain('CN 23');
    expect(second).toContain('FA100000027CN');
    expect(second).toContain('Sale of goods');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 297\.63\d* 419\.52\d*\]/);
  });

  it('falls back to English-only headings without the CJK font', async () => {
    const pdf = await renderCustomsPdf([sampleBilingualOrder()], 'commercial-invoice', { forwarderName: 'Globe Freight', title: 't', fontFile: '/nonexistent/font.ttc' });
    expect(pdf.toString('latin1')).toContain('/Helvetica');
    if (hasPdfToText) expect(pdfText(pdf)).not.toContain('?');
  });
});
