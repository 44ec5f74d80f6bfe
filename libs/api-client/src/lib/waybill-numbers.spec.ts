import { WaybillNumberFormat } from '@forwarder/contracts/api-f';
import { isWaybillNumberCharacter, MAX_WAYBILL_NUMBER_LENGTH, parseWaybillNumbers, splitWaybillNumbers } from './waybill-numbers';

describe('waybill numbers in free text (issue 27)', () => {
  it('splits on every character a waybill number cannot hold, not only on a list of separators', () => {
    expect(splitWaybillNumbers('fa1|fa2/FA3 | ')).toEqual(['FA1', 'FA2', 'FA3']);
    expect(splitWaybillNumbers(' fa1, fa2，fa3\nfa4  fa5、fa6;;')).toEqual(['FA1', 'FA2', 'FA3', 'FA4', 'FA5', 'FA6']);
    expect(splitWaybillNumbers('FA000000045CN - FS000000014CN')).toEqual(['FA000000045CN', 'FS000000014CN']);
  });

  it('finds no number in text made only of separators', () => {
    expect(splitWaybillNumbers('|')).toEqual([]);
    expect(splitWaybillNumbers(' | ,，、; - ')).toEqual([]);
  });

  it('reads full-width letters and digits as the ASCII ones', () => {
    expect(splitWaybillNumbers('ｆａ０００００００４５ＣＮ')).toEqual(['FA000000045CN']);
  });

  it('keeps repeats in order, and parseWaybillNumbers drops them', () => {
    expect(splitWaybillNumbers('fa1 FA1 fa2')).toEqual(['FA1', 'FA1', 'FA2']);
    expect(parseWaybillNumbers('fa1 FA1 fa2|fa1')).toEqual(['FA1', 'FA2']);
  });

  it('is the contract’s definition: every number it finds matches the contract’s pattern, and nothing else does', () => {
    const pattern = new RegExp(WaybillNumberFormat.pattern, 'u');
    for (const number of splitWaybillNumbers('FA000000045CN|fs1 x-y z_9 <a>')) expect(number).toMatch(pattern);
    for (const char of '|/-_ ,;.#<>') expect(isWaybillNumberCharacter(char)).toBe(false);
    expect(MAX_WAYBILL_NUMBER_LENGTH).toBe(32);
  });
});
