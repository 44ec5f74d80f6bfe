// Addresses the server's sanitiser keeps on links and images: http(s) with a host, mailto:, or a path on this site
// (one leading slash; `//host` is another site). Anything else would be dropped on save, so the editor refuses it.
export function isLinkUrl(value: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^mailto:\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value);
}
