// The merchant area's pages, unprefixed; `useLocalePath()` adds the language prefix.
export const paths = {
  area: '/merchant',
  center: '/merchant/center',
  data: '/merchant/merchant-datas',
} as const;

/** Pages where content takes the full width (none in the merchant area yet). */
export const fullWidthPaths: readonly string[] = [];
