import type { PageContent, PageContentType } from '@forwarder/api-client';
import { localizedJson } from '@forwarder/i18n';

/** A page-content block with its JSON-per-language text fields resolved for one language. */
export interface HomeBlock {
  id: string;
  title: string;
  subTitle: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

export function blocksOf(items: PageContent[] | undefined, type: PageContentType, locale: string): HomeBlock[] {
  return (items ?? [])
    .filter((item) => item.pageContentType === type)
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({
      id: item.id,
      title: localizedJson(item.title, locale),
      subTitle: localizedJson(item.subTitle, locale),
      content: localizedJson(item.content, locale),
      imageUrl: item.imageUrl,
      linkUrl: item.linkUrl,
    }));
}
