import type { CategoryInput, OpsCategory } from '@forwarder/api-client/ops';
import { z } from 'zod';

// A category as staff write it (contract CategoryInput): a name in both languages (visitors see the category in
// either), an optional description, an optional parent.

export const categorySchema = z.object({
  parentId: z.string(),
  displayNameZh: z.string().trim().min(1).max(50),
  displayNameEn: z.string().trim().min(1).max(100),
  descriptionZh: z.string().trim().max(500),
  descriptionEn: z.string().trim().max(500),
});
export type CategoryFormValues = z.input<typeof categorySchema>;
export const CATEGORY_FIELDS = ['parentId', 'displayNameZh', 'displayNameEn', 'descriptionZh', 'descriptionEn'] as const;

export const categoryValues = (category: OpsCategory | null, parentId = ''): CategoryFormValues =>
  category
    ? { parentId: category.parentId ?? '', displayNameZh: category.displayNameZh, displayNameEn: category.displayNameEn, descriptionZh: category.descriptionZh, descriptionEn: category.descriptionEn }
    : { parentId, displayNameZh: '', displayNameEn: '', descriptionZh: '', descriptionEn: '' };

export function toCategoryInput(values: CategoryFormValues): CategoryInput {
  const parsed = categorySchema.parse(values);
  return { ...parsed, parentId: parsed.parentId || null };
}

/** A category and everything under it: none of them can become its parent. */
export function selfAndDescendants(categories: readonly OpsCategory[], id: string): Set<string> {
  const out = new Set([id]);
  // Tree order puts children after their parent, so one pass collects the whole subtree.
  for (const category of categories) if (category.parentId && out.has(category.parentId)) out.add(category.id);
  return out;
}
