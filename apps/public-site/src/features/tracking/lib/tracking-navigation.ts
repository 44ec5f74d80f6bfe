import { numbersFromSearch, trackingSearch } from './tracking-input';

/**
 * The tracking reset rule (spec section 4: "the tracking result list is reset to empty when /site/tracking is
 * opened from anywhere other than the detail page"), reconciled with shareable result URLs:
 *
 * - The result list is the URL's `?numbers=`, never an application-state list. Opening /site/tracking from the
 *   header, the home page or any other link without numbers therefore shows the empty form: the reset.
 * - A URL that carries numbers (a shared link, a reload, the home page's quick entry) shows the results of those
 *   numbers, fetched afresh: results cached by an earlier visit are dropped first, so nothing stale is shown.
 * - Coming back from the detail page restores the list as it was, from the query cache, without a new request:
 *   the browser's back button (a POP navigation to the list's own history entry, which still has its numbers) or
 *   the detail page's back link (which carries the list's numbers in router location state and marks itself
 *   `fromTrackingDetail`).
 */
export interface TrackingListState {
  fromTrackingDetail: true;
}

/** Location state the list hands to the detail page, so its back link can return to the same list. */
export interface TrackingDetailState {
  trackingNumbers: string[];
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export interface TrackingView {
  numbers: string[];
  /** True: show cached results as they were; false: drop cached results and fetch afresh. */
  restore: boolean;
}

function isTrackingListState(state: unknown): state is TrackingListState {
  return typeof state === 'object' && state !== null && (state as TrackingListState).fromTrackingDetail === true;
}

export function trackingView(location: { search: string; state: unknown }, navigation: NavigationKind): TrackingView {
  const numbers = numbersFromSearch(location.search);
  const restore = numbers.length > 0 && (isTrackingListState(location.state) || navigation === 'POP');
  return { numbers, restore };
}

/** Numbers handed over by the list (location state) or, for a detail page opened directly, just its own number. */
export function backToListNumbers(state: unknown, number: string | null): string[] {
  const handed = (state as Partial<TrackingDetailState> | null)?.trackingNumbers;
  if (Array.isArray(handed) && handed.every((n) => typeof n === 'string') && handed.length > 0) {
    return numbersFromSearch(trackingSearch(handed));
  }
  return number ? numbersFromSearch(trackingSearch([number])) : [];
}
