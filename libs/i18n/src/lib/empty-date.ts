/**
 * What an empty or unreadable date shows (spec section 9). A module of its own: the dayjs helpers and the zoned-time
 * formatter both use it, and neither may pull the other into a chunk.
 */
export const EMPTY_DATE = '--';
