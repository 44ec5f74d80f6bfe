import type { components } from '@forwarder/contracts/api-f';
import type { ContentDb } from '../content.db';

type PageContent = components['schemas']['PageContent'];

/** The blocks of the asked slots (all slots when none are named), by slot then display order; published ones unless previewing. */
export async function listPageContents(db: ContentDb, types: readonly number[] | undefined, preview = false): Promise<{ items: PageContent[] }> {
  let query = db.selectFrom('content_page_contents').selectAll();
  if (!preview) query = query.where('isPublished', '=', 1);
  if (types && types.length > 0) query = query.where('pageContentType', 'in', [...new Set(types)]);
  const rows = await query.orderBy('pageContentType').orderBy('sort').orderBy('id').execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      pageContentType: r.pageContentType as PageContent['pageContentType'],
      title: r.title,
      subTitle: r.subTitle,
      content: r.content,
      imageUrl: r.imageUrl,
      linkUrl: r.linkUrl,
      sort: Number(r.sort),
    })),
  };
}
