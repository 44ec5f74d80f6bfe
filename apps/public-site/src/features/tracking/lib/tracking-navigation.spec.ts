import { backToListNumbers, trackingView } from './tracking-navigation';

describe('tracking reset rule', () => {
  it('shows an empty form when opened without numbers, whatever the state', () => {
    expect(trackingView({ search: '', state: null }, 'PUSH')).toEqual({ numbers: [], restore: false });
    expect(trackingView({ search: '', state: { fromTrackingDetail: true } }, 'PUSH').numbers).toEqual([]);
  });

  it('fetches afresh when a link elsewhere carries numbers (shared URL, home quick entry)', () => {
    expect(trackingView({ search: '?numbers=A,B', state: null }, 'PUSH')).toEqual({ numbers: ['A', 'B'], restore: false });
  });

  it('restores the list when coming back from the detail page (back link or browser back)', () => {
    expect(trackingView({ search: '?numbers=A', state: { fromTrackingDetail: true } }, 'PUSH').restore).toBe(true);
    expect(trackingView({ search: '?numbers=A', state: null }, 'POP').restore).toBe(true);
  });

  it('hands the list numbers to the detail page back link, or the detail number alone', () => {
    expect(backToListNumbers({ trackingNumbers: ['a', 'B'] }, 'B')).toEqual(['A', 'B']);
    expect(backToListNumbers(null, 'fa1')).toEqual(['FA1']);
    expect(backToListNumbers(undefined, null)).toEqual([]);
  });
});
