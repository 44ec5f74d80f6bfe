// The site's origin (`https://host`), for the absolute URLs of canonical links, alternates and Open Graph tags. In the
// browser it is the page's; the server renderer sets the request's (protocol and host) right before it renders
// synchronously, so concurrent requests for different hosts cannot see each other's.
let serverOrigin: string | null = null;

export function setServerOrigin(origin: string | null): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  if (serverOrigin !== null) return serverOrigin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
