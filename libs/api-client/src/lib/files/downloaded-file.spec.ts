import { fileNameOf } from './downloaded-file';

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(fileNameOf(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('批量下单模板.xlsx')}`, 'x')).toBe('批量下单模板.xlsx');
  });
  it('reads a quoted or bare name', () => {
    expect(fileNameOf('inline; filename="label-FA100000019CN.pdf"', 'x')).toBe('label-FA100000019CN.pdf');
    expect(fileNameOf('attachment; filename=labels-3-orders.zpl', 'x')).toBe('labels-3-orders.zpl');
  });
  it('falls back without a header or a name', () => {
    expect(fileNameOf(null, 'label.pdf')).toBe('label.pdf');
    expect(fileNameOf('inline', 'label.pdf')).toBe('label.pdf');
  });
});
