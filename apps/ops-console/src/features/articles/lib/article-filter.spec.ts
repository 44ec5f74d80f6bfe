import { articleParams, readArticleParams, toArticleListRequest } from './article-filter';

describe('article filter', () => {
  it('reads the URL, dropping what it does not know', () => {
    const id = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';
    expect(readArticleParams(new URLSearchParams(`keyword=%20air%20&category=${id}&state=draft&page=2`))).toEqual({ filter: { keyword: 'air', category: id, state: 'draft' }, page: 2 });
    expect(readArticleParams(new URLSearchParams('category=x&state=gone'))).toEqual({ filter: { keyword: '', category: '', state: '' }, page: 1 });
  });

  it('writes only what is set and asks the server for it', () => {
    expect(articleParams({ keyword: '', category: '', state: 'published' }).toString()).toBe('state=published');
    expect(toArticleListRequest({ keyword: 'x', category: '', state: 'draft' }, 3)).toEqual({ keyword: 'x', isPublished: false, maxResultCount: 20, skipCount: 40 });
  });
});
