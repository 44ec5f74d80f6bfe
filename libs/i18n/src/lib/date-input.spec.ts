import { i18n } from '@lingui/core';
import { dayRangeError, formatDateInputValue } from './date-input';

describe('native date inputs in the page language (issue 27)', () => {
  it('writes a date or a date and time out in the page language, 24-hour clock, whatever the browser speaks', () => {
    expect(formatDateInputValue('2026-11-28T15:09', 'zh-Hans')).toBe('2026年11月28日 15:09');
    expect(formatDateInputValue('2026-11-28T15:09', 'en')).toBe('November 28, 2026 at 15:09');
    expect(formatDateInputValue('2026-11-10', 'zh-Hans')).toBe('2026年11月10日');
    expect(formatDateInputValue('2026-11-10', 'en')).toBe('November 10, 2026');
  });

  it('shows the wall clock as typed (no zone shifts it) and nothing for an empty or incomplete value', () => {
    expect(formatDateInputValue('2026-12-31T23:59', 'en')).toBe('December 31, 2026 at 23:59');
    expect(formatDateInputValue('', 'en')).toBe('');
    expect(formatDateInputValue('2026-11', 'zh-Hans')).toBe('');
  });

  // Without a catalog Lingui renders the zh-Hans source text; the English wording is checked with the apps' catalogs
  // in the filter forms' tests.
  it('says so when a range ends before it starts', () => {
    i18n.load('zh-Hans', {});
    i18n.activate('zh-Hans');
    expect(dayRangeError('2026-11-10', '2026-11-09')).toBe('结束日期不能早于开始日期');
    expect(dayRangeError('2026-11-10', '2026-11-10')).toBeUndefined();
    expect(dayRangeError('', '2026-11-09')).toBeUndefined();
  });
});
