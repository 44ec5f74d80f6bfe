import type { ArticleInput, OpsArticle } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { hasVisibleContent } from '../lib/article-text';
import { browserOffset, instantOf, wallClock } from '../../../shared/time/zoned-time';

// An article as staff write it (contract ArticleInput): each language optional, at least one complete (title and
// content), and a started language complete too: the server's rule, checked here first so the form can point at
// the field. The publish time is typed in the browser's local time. Limits are the contract's.

/** The form's fields of each language. */
export const LANGUAGE_SIDES = ['zh', 'en'] as const;
export type LanguageSide = (typeof LANGUAGE_SIDES)[number];
export const LANGUAGE_FIELDS = {
  zh: { title: 'titleZh', summary: 'summaryZh', author: 'authorZh', content: 'contentZh' },
  en: { title: 'titleEn', summary: 'summaryEn', author: 'authorEn', content: 'contentEn' },
} as const;

const side = { title: z.string().trim().max(200), summary: z.string().trim().max(500), author: z.string().trim().max(50), content: z.string().max(200000) };

export const articleSchema = z
  .object({
    categoryId: z.string().min(1, { error: () => t`请选择分类` }),
    titleZh: side.title,
    titleEn: side.title,
    summaryZh: side.summary,
    summaryEn: side.summary,
    authorZh: side.author,
    authorEn: side.author,
    contentZh: side.content,
    contentEn: side.content,
    tags: z.array(z.object({ zh: z.string().trim().max(50), en: z.string().trim().max(50) })).max(10),
    coverImageUrl: z.string().trim().max(500),
    /** `datetime-local` text in the browser's offset. */
    publishTime: z.string().min(1, { error: () => t`请填写发布时间` }),
    isPublished: z.boolean(),
  })
  .superRefine((values, context) => {
    const started = LANGUAGE_SIDES.map((side) => LANGUAGE_FIELDS[side]).filter(
      (f) => values[f.title].trim() || hasVisibleContent(values[f.content]) || values[f.summary].trim() || values[f.author].trim(),
    );
    if (started.length === 0) {
      context.addIssue({ code: 'custom', path: ['titleZh'], message: t`请至少用一种语言写完文章（标题和正文）` });
      return;
    }
    for (const f of started) {
      if (!values[f.title].trim()) context.addIssue({ code: 'custom', path: [f.title], message: t`已填写这种语言的内容，请同时填写标题` });
      if (!hasVisibleContent(values[f.content])) context.addIssue({ code: 'custom', path: [f.content], message: t`已填写这种语言的内容，请同时填写正文` });
    }
    if (!instantOf(values.publishTime, browserOffset())) context.addIssue({ code: 'custom', path: ['publishTime'], message: t`请输入完整的日期和时间` });
  });

export type ArticleFormValues = z.input<typeof articleSchema>;

/** Fields the server's `validationErrors` may name. */
export const ARTICLE_FIELDS = ['categoryId', 'titleZh', 'titleEn', 'summaryZh', 'summaryEn', 'authorZh', 'authorEn', 'contentZh', 'contentEn', 'coverImageUrl', 'publishTime'] as const;

export function newArticleValues(now = new Date()): ArticleFormValues {
  return {
    categoryId: '',
    titleZh: '',
    titleEn: '',
    summaryZh: '',
    summaryEn: '',
    authorZh: '',
    authorEn: '',
    contentZh: '',
    contentEn: '',
    tags: [],
    coverImageUrl: '',
    publishTime: wallClock(now, browserOffset(now)),
    isPublished: false,
  };
}

export function articleValues(article: OpsArticle): ArticleFormValues {
  const publish = new Date(article.publishTime);
  return {
    categoryId: article.categoryId,
    titleZh: article.titleZh,
    titleEn: article.titleEn,
    summaryZh: article.summaryZh,
    summaryEn: article.summaryEn,
    authorZh: article.authorZh,
    authorEn: article.authorEn,
    contentZh: article.contentZh,
    contentEn: article.contentEn,
    tags: article.tags.map((tag) => ({ zh: tag.zh, en: tag.en })),
    coverImageUrl: article.coverImageUrl ?? '',
    publishTime: wallClock(publish, browserOffset(publish)),
    isPublished: article.isPublished,
  };
}

/** An empty editor's `<p></p>` is sent as '' so the server sees the language as not written. */
const html = (value: string) => (hasVisibleContent(value) ? value : '');

export function toArticleInput(values: ArticleFormValues): ArticleInput {
  const parsed = articleSchema.parse(values);
  return {
    categoryId: parsed.categoryId,
    titleZh: parsed.titleZh,
    titleEn: parsed.titleEn,
    summaryZh: parsed.summaryZh,
    summaryEn: parsed.summaryEn,
    authorZh: parsed.authorZh,
    authorEn: parsed.authorEn,
    contentZh: html(parsed.contentZh),
    contentEn: html(parsed.contentEn),
    tags: parsed.tags.filter((tag) => tag.zh || tag.en),
    coverImageUrl: parsed.coverImageUrl || null,
    publishTime: instantOf(parsed.publishTime, browserOffset()) ?? parsed.publishTime,
    isPublished: parsed.isPublished,
  };
}
