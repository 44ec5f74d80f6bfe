/** The order list's filter takes at most this many numbers (the contract's `waybillNumbers` limit). */
export const MAX_FILTER_NUMBERS = 100;
