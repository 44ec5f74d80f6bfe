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
  content: '<p>正文<img src="a.png" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
  previous: { id: '33333333-3333-4333-8333-333333333333', title: '更早的文章' },
  next: null,
};

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
    if (call.path === `/api/f/content/article/${ARTICLE_ID}`) return json(article);
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
      return json({ totalCount: 1, items: [{ ...article, content: undefined }] });
    }
    if (call.path.startsWith('/api/f/content/article/')) return apiError(404, '未找到请求的数据。');
    return undefined;
  });
});

describe('content pages', () => {
  it('renders an article with its HTML sanitised, tags and previous/next links', async () => {
    const { container } = renderAt(`/article/${ARTICLE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: '旺季空运时效公告' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByText('空运')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '更早的文章' })).toHaveAttribute('href', '/article/33333333-3333-4333-8333-333333333333');
    await waitFor(() => expect(document.title).toBe('旺季空运时效公告 - 环宇国际物流 Globe Freight'));
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
