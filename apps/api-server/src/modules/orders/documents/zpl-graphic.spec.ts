import { loadOutlineFont, type OutlineFont } from '../../../pdf/label-font';
import { drawText, gfaCommand, textGraphic, type TextBlock } from './zpl-graphic';
import { expectShows, graphicFields, inkColumns, rowsOf } from '../testing/zpl-graphics';

const block = (width: number, lines = 1, align: TextBlock['align'] = 'L'): TextBlock => ({ width, lines, align });

describe('text drawn for ZPL', () => {
  let font: OutlineFont;
  beforeAll(() => {
    const loaded = loadOutlineFont();
    if (!loaded) throw new Error('fonts-noto-cjk is needed (Debian package): the labels draw Chinese with it');
    font = loaded;
  });

  it('writes ^GFA with its byte counts and two hex digits per byte, rows left to right, most significant bit first', () => {
    const bitmap = { width: 16, height: 2, bytesPerRow: 2, bits: Uint8Array.from([0x80, 0xff, 0x00, 0x01]) };
    expect(gfaCommand(bitmap)).toBe('^GFA,4,4,2,80FF0001');
    const [field] = graphicFields(`^FO10,20${gfaCommand(bitmap)}^FS`);
    expect(field).toEqual({ x: 10, y: 20, bitmap });
  });

  it('ends what does not fit with …, and draws a run of characters the font lacks as one …', () => {
    // 22-dot ideographs in 200 dots: nine fit, but eight and the ellipsis (one em in the Chinese face) are what is shown.
    const cut = drawText(font, '广东省深圳市南山区科技园', 22, block(200));
    expect(cut.lines).toBe(1);
    expectShows(cut.bitmap, '广东省深圳市南山…', 22);
    expectShows(drawText(font, '北京ทดสอบ市', 22, block(400)).bitmap, '北京…市', 22);
  });

  it('wraps at spaces and beside ideographs, never starting a line with closing punctuation', () => {
    const words = drawText(font, 'Unit 1201 Tower', 22, block(130, 2));
    expect(words.lines).toBe(2);
    expectShows(rowsOf(words.bitmap, 0, 22), 'Unit 1201', 22);
    // Six ideographs fit 132 dots; the comma that would start the next line takes the sixth along with it.
    const comma = drawText(font, '一二三四五六，七八', 22, block(132, 2));
    expectShows(rowsOf(comma.bitmap, 0, 22), '一二三四五', 22);
    expect(inkColumns(rowsOf(comma.bitmap, 0, 22))?.[1]).toBeLessThan(5 * 22);
    expectShows(rowsOf(comma.bitmap, 26, 22), '六，七八', 22);
  });

  it('aligns right and centre inside the block, the graphic starting where the text must', () => {
    const right = drawText(font, '深圳', 22, block(300, 1, 'R'));
    expect(right.left + right.bitmap.width).toBe(300);
    expect(inkColumns(right.bitmap)?.[1]).toBeGreaterThanOrEqual(right.bitmap.width - 3);
    const centre = drawText(font, '深圳', 22, block(300, 1, 'C'));
    expect(Math.abs(centre.left + centre.bitmap.width / 2 - 150)).toBeLessThanOrEqual(1);
  });

  it('keeps descenders: rows are added below the em box rather than cutting g and p', () => {
    const latin = drawText(font, '南山 gp', 22, block(300));
    expect(latin.bitmap.height).toBeGreaterThan(22);
    expect(latin.top).toBe(0);
    expect(drawText(font, '南山', 22, block(300)).bitmap.height).toBe(22);
  });

  it('draws each distinct text once: the same text, size and block answer the same graphic', () => {
    expect(textGraphic(font, '王小明', 26, block(748))).toBe(textGraphic(font, '王小明', 26, block(748)));
    expect(textGraphic(font, '王小明', 26, block(748))).not.toBe(textGraphic(font, '王小明', 22, block(748)));
  });
});
