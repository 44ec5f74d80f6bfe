import type { OpsCategory } from '@forwarder/api-client/ops';
import { selfAndDescendants, toCategoryInput } from './category-schemas';

const category = (id: string, parentId: string | null, depth: number): OpsCategory => ({
  id, parentId, depth, displayNameZh: id, displayNameEn: id, descriptionZh: '', descriptionEn: '', sort: 10, articleCount: 0, childCount: 0,
});

describe('category form', () => {
  it('finds a category and its subtree, which cannot be its parent', () => {
    const tree = [category('a', null, 0), category('a1', 'a', 1), category('a1x', 'a1', 2), category('b', null, 0), category('b1', 'b', 1)];
    expect([...selfAndDescendants(tree, 'a')].sort()).toEqual(['a', 'a1', 'a1x']);
    expect([...selfAndDescendants(tree, 'b1')]).toEqual(['b1']);
  });

  it('sends no parent as null and trims the names', () => {
    expect(toCategoryInput({ parentId: '', displayNameZh: ' 航空 ', displayNameEn: 'Air ', descriptionZh: '', descriptionEn: '' })).toEqual({
      parentId: null, displayNameZh: '航空', displayNameEn: 'Air', descriptionZh: '', descriptionEn: '',
    });
  });
});
