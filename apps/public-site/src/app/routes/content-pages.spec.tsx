import type { ArticleDetail, PageContent } from '@forwarder/api-client';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { apiError, json } from '@forwarder/testing';
import { installApi, renderAt } from '../test-support';

const ARTICLE_ID = '11111111-1111-4111-8111-111111111111';
const article: ArticleDetail = {
  id: ARTICLE_ID,
  categoryId: '22222222-2222-4222-8222-222222222222',
  categoryDisplayName: '公司新闻',
  title: '旺季空运时效公告',
  summary: '摘要',
  coverImageUrl: null,
  author: '运营部',
  publishTime: '2026-10-20T02:00:00.000Z',
  tags: ['空运', '公告'],
  languages: ['zh-Hans', 'en'],
  content: '<p>正文<img src="a.png" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
  previous: { id: '33333333-3333-4333-8333-333333333333', title: '更早的文章' },
  next: null,
};

const EN_ONLY_ID = '55555555-5555-4555-8555-555555555555';
const DRAFT_ID = '66666666-6666-4666-8666-666666666666';
/** Written in English only: the server answers its English texts on both sites. */
const englishOnly: ArticleDetail = { ...article, id: EN_ONLY_ID, title: 'Third weekly flight to LAX', summary: 'More space', author: 'Operations', languages: ['en'], content: '<p>From December.</p>' };
/** Asked for with preview: true, as the console's Preview does. */
const previewCalls: string[] = [];

const L = (zh: string, en: string) => JSON.stringify({ 'zh-Hans': zh, en });
const block = (id: number, pageContentType: PageContent['pageContentType'], title: string, linkUrl: string | null = null): PageContent => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  pageContentType,
  title,
  subTitle: L('', ''),
  content: L('', ''),
  imageUrl: null,
  linkUrl,
  sort: id,
});

beforeEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  Cookies.remove('lang', { path: '/' });
  installApi((call) => {
    if (call.query.get('preview') === 'true') previewCalls.push(call.path);
    if (call.path === `/api/f/content/article/${ARTICLE_ID}`) return json(article);
    if (call.path === `/api/f/content/article/${EN_ONLY_ID}`) return json(englishOnly);
    if (call.path === `/api/f/content/article/${DRAFT_ID}`) {
      return call.query.get('preview') === 'true' ? json({ ...article, id: DRAFT_ID, title: '草稿文章' }) : apiError(404, '未找到请求的数据。');
    }
    if (call.path === '/api/f/content/page-content/list') {
      return json({
        items: [
          block(1, 1, L('全球空运 门到门', 'Air freight, door to door'), '/site/tracking'),
          block(2, 1, L('海运整柜', 'Sea freight FCL')),
          block(3, 14, L('现在就开始发货', 'Start shipping today'), '/user/order'),
        ],
      });
    }
    if (call.path === '/api/f/content/article/list') {
      const { content: _article, ...item } = article;
      const { content: _englishOnly, ...englishItem } = englishOnly;
      return json({ totalCount: 2, items: [item, englishItem] });
    }
    if (call.path.startsWith('/api/f/content/article/')) return apiError(404, '未找到请求的数据。');
    return undefined;
  });
});

describe('content pages', () => {
  it('renders an article with its HTML sanitised, tags and previous/next links', async () => {
    const { container } = renderAt(`/article/${ARTICLE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: '旺季空运时效公告' }, { timeout: 3000 })).toBeInTheDocument();
    // The body waits for the sanitiser's chunk (a page the browser renders itself: issue 28).
    expect(await screen.findByText('正文')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByText('空运')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '更早的文章' })).toHaveAttribute('href', '/article/33333333-3333-4333-8333-333333333333');
    await waitFor(() => expect(document.title).toBe('旺季空运时效公告 - 环宇国际物流 Globe Freight'));
  });

  it('labels an English-only article in the Chinese list, with lang on its link', async () => {
    renderAt('/article');
    const link = await screen.findByRole('link', { name: 'Third weekly flight to LAX' }, { timeout: 3000 });
    expect(link).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('仅英文')).toHaveLength(1);
  });

  it('says on the page that an article is only in English, with lang on its texts', async () => {
    const { container } = renderAt(`/article/${EN_ONLY_ID}`);
    expect(await screen.findByText('本文只有英文版。', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Third weekly flight to LAX' }).closest('[lang="en"]')).not.toBeNull();
    expect(container.querySelector('[lang="en"] p')?.textContent).toBe('From December.');
  });

  it('shows no label on the English site for an article written in English', async () => {
    renderAt('/en/article');
    expect(await screen.findByRole('link', { name: 'Third weekly flight to LAX' }, { timeout: 3000 })).not.toHaveAttribute('lang');
    // The bilingual article has no label either; only an article missing the page's language has one.
    expect(screen.queryByText('English only')).toBeNull();
    expect(screen.queryByText('仅英文')).toBeNull();
  });

  it('previews a draft with ?preview=1: asks with preview=true and says it is a preview', async () => {
    previewCalls.length = 0;
    renderAt(`/article/${DRAFT_ID}?preview=1`);
    expect(await screen.findByRole('heading', { level: 1, name: '草稿文章' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === '预览：尚未发布的内容也会显示在此页面')).toBe(true);
    // The page's article and the layout's navigation (hidden items show in a preview) both ask for drafts.
    await waitFor(() => expect([...previewCalls].sort()).toEqual([`/api/f/content/article/${DRAFT_ID}`, '/api/f/content/nav/list']));
  });

  it.each([
    ['/article/44444444-4444-4444-8444-444444444444', '找不到此页面'],
    ['/en/article/not-a-uuid', 'This page could not be found'],
  ])('shows the not-found view for a missing article (%s)', async (path, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: message }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders the home page blocks in the page language, with the ship-now link into the member portal', async () => {
    renderAt('/en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Air freight, door to door' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 2: Sea freight FCL' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Start shipping today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ship now' })).toHaveAttribute('href', '/en/user/order');
    expect(await screen.findByRole('link', { name: '旺季空运时效公告' })).toBeInTheDocument();
  });
});
