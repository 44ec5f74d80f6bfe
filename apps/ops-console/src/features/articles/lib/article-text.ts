// Whether an editor's HTML holds anything a reader would see: an empty editor still sends `<p></p>`. The server
// applies the same rule (modules/content/articles/article-languages.ts) when it decides which languages an article has.
export function hasVisibleContent(html: string): boolean {
  return html.replace(/<img\b/gi, 'img').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
