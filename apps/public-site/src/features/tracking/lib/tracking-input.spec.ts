import { addWaybillNumbers, numbersFromSearch, splitDraft, splitWaybillNumbers, trackingSearch } from './tracking-input';

describe('tracking input parsing', () => {
  it('splits on spaces, line breaks, ASCII and Chinese commas, and upper-cases', () => {
    expect(splitWaybillNumbers(' fa1, fa2，fa3\nfa4  fa5、fa6;;')).toEqual(['FA1', 'FA2', 'FA3', 'FA4', 'FA5', 'FA6']);
  });

  it('never takes a character a waybill number cannot hold as a number: it separates numbers (issue 27)', () => {
    expect(splitWaybillNumbers('|')).toEqual([]);
    expect(splitWaybillNumbers('fa1|fa2 | fa3')).toEqual(['FA1', 'FA2', 'FA3']);
    expect(numbersFromSearch('?numbers=%7C')).toEqual([]);
    expect(numbersFromSearch('?numbers=FA1%7CFA2')).toEqual(['FA1', 'FA2']);
  });

  it('counts only real numbers towards the limit of 10', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `N${i}`);
    const result = addWaybillNumbers([], ten.join(' | '));
    expect(result.numbers).toEqual(ten);
    expect(result.overflow).toEqual([]);
  });

  it('splits typed text at its last separator: complete numbers before it, the draft after it', () => {
    expect(splitDraft('FA1|FA')).toEqual({ complete: 'FA1|', draft: 'FA' });
    expect(splitDraft('FA1 ')).toEqual({ complete: 'FA1 ', draft: '' });
    expect(splitDraft('FA1')).toEqual({ complete: '', draft: 'FA1' });
  });

  it('merges duplicates case-insensitively, keeping the first occurrence', () => {
    const result = addWaybillNumbers(['FA1'], 'fa1 FA2 fa2');
    expect(result.numbers).toEqual(['FA1', 'FA2']);
    expect(result.added).toEqual(['FA2']);
    expect(result.duplicates).toEqual(['FA1', 'FA2']);
  });

  it('refuses the 11th number', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `N${i}`);
    const result = addWaybillNumbers(ten, 'N11');
    expect(result.numbers).toEqual(ten);
    expect(result.overflow).toEqual(['N11']);
  });

  it('takes a pasted list up to the limit and reports the rest', () => {
    const pasted = Array.from({ length: 12 }, (_, i) => `P${i + 1}`).join('\n');
    const result = addWaybillNumbers([], pasted);
    expect(result.numbers).toHaveLength(10);
    expect(result.overflow).toEqual(['P11', 'P12']);
  });

  it('refuses numbers longer than the contract allows', () => {
    expect(addWaybillNumbers([], 'X'.repeat(33)).tooLong).toHaveLength(1);
  });

  it('reads and writes the shareable URL form', () => {
    expect(trackingSearch(['FA1', 'FA2'])).toBe('?numbers=FA1,FA2');
    expect(trackingSearch([])).toBe('');
    expect(numbersFromSearch('?numbers=fa1,FA1%2Cfa2')).toEqual(['FA1', 'FA2']);
    const eleven = Array.from({ length: 11 }, (_, i) => `N${i}`).join(',');
    expect(numbersFromSearch(`?numbers=${eleven}`)).toHaveLength(10);
  });
});
