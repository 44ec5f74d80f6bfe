import type { PageContentType, SitePageContent, SitePageContentInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// A home block as staff edit it (contract SitePageContentInput): the title in both languages, optional subtitle and
// text in both, an image and a link that are a path of this site or an http(s) address. The server checks again.

const SITE_LINK = /^(\/(?![/\\])\S*|https?:\/\/[^\s/]+\S*)$/i;
const link = () =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((value) => value === '' || SITE_LINK.test(value), { error: () => t`请填写本站路径(以 / 开头)或以 http:// 或 https:// 开头的网址` });

export const blockSchema = z.object({
  pageContentType: z.string().min(1),
  titleZh: z.string().trim().min(1).max(200),
  titleEn: z.string().trim().min(1).max(200),
  subTitleZh: z.string().trim().max(200),
  subTitleEn: z.string().trim().max(200),
  contentZh: z.string().trim().max(2000),
  contentEn: z.string().trim().max(2000),
  imageUrl: link(),
  linkUrl: link(),
  isPublished: z.boolean(),
});

export type BlockFormValues = z.input<typeof blockSchema>;

export const BLOCK_FIELDS = ['pageContentType', 'titleZh', 'titleEn', 'subTitleZh', 'subTitleEn', 'contentZh', 'contentEn', 'imageUrl', 'linkUrl'] as const;

export function blockFormValues(block: SitePageContent | null, slot: PageContentType): BlockFormValues {
  return {
    pageContentType: String(block?.pageContentType ?? slot),
    titleZh: block?.titleZh ?? '',
    titleEn: block?.titleEn ?? '',
    subTitleZh: block?.subTitleZh ?? '',
    subTitleEn: block?.subTitleEn ?? '',
    contentZh: block?.contentZh ?? '',
    contentEn: block?.contentEn ?? '',
    imageUrl: block?.imageUrl ?? '',
    linkUrl: block?.linkUrl ?? '',
    // A new block starts unpublished: staff preview it before visitors see it.
    isPublished: block?.isPublished ?? false,
  };
}

export function toSitePageContentInput(values: BlockFormValues): SitePageContentInput {
  const parsed = blockSchema.parse(values);
  return {
    ...parsed,
    pageContentType: Number(parsed.pageContentType) as PageContentType,
    imageUrl: parsed.imageUrl || null,
    linkUrl: parsed.linkUrl || null,
  };
}
