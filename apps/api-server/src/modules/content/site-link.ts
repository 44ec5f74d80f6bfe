/**
 * A link staff may put on the public site: a path of this site (`/site/tracking`, not `//host`, which browsers read
 * as another host) or an absolute http(s) URL. Anything else (javascript:, data:, relative words) is refused.
 */
export function isSiteLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
