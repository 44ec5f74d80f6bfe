/**
 * The spec's query rule: `key=value` pairs joined by `&`, undefined (and null) values sent as an empty value
 * (`key=`), arrays as repeated keys. Both sides are percent-encoded.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      parts.push(`${encodeURIComponent(key)}=${v === undefined || v === null ? '' : encodeURIComponent(String(v))}`);
    }
  }
  return parts.join('&');
}
