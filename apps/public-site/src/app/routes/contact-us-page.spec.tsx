import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { apiError, json } from '@forwarder/testing';
import { installApi, nav, renderAt, type ApiCall } from '../test-support';

let calls: ApiCall[];
let answer: () => Response;
const sent = () => calls.filter((c) => c.path === '/api/f/user-management/user-message');

beforeEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  Cookies.remove('lang', { path: '/' });
  answer = () => json({ id: '00000000-0000-4000-8000-000000000001', creationTime: '2026-11-20T00:00:00.000Z' });
  calls = installApi((call) => {
    if (call.path === '/api/f/content/nav') {
      return json({
        ...nav(41, '联系我们', 2, { sitePage: 41 }),
        title: '联系我们',
        content: '<p>地址：深圳<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
        lastModificationTime: '2026-11-01T00:00:00.000Z',
      });
    }
    if (call.path === '/api/f/user-management/user-message') return answer();
    return undefined;
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('contact us page', () => {
  it('shows the sanitised intro text and validates in Chinese', async () => {
    const user = userEvent.setup();
    const { container } = renderAt('/site/contact-us');
    await screen.findByRole('heading', { level: 1, name: '联系我们' });
    expect(await screen.findByText(/地址：深圳/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(3);
    await fill(user, { 电子邮箱: 'not-an-email', 留言内容: 'abc' });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('请输入有效的电子邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('至少输入 5 个字符')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('validates in English and respects the contract limits', async () => {
    const user = userEvent.setup();
    renderAt('/en/site/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill(user, { Name: 'x'.repeat(65), 'E-mail': 'a@b', Message: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('At most 64 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('maps server validation errors onto the fields', async () => {
    const user = userEvent.setup();
    answer = () => apiError(400, 'Your request is not valid!', [{ message: 'The e-mail domain cannot receive mail.', members: ['email'] }]);
    renderAt('/en/site/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill(user, { Name: 'Li Lei', 'E-mail': 'li@example.com', Message: 'Please quote 500 parcels a month.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The e-mail domain cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rate limit clearly', async () => {
    const user = userEvent.setup();
    answer = () => apiError(429, '留言过于频繁，请 42 分钟后再试。');
    renderAt('/site/contact-us');
    await screen.findByRole('heading', { level: 1, name: '联系我们' });
    await fill(user, { 姓名: '李雷', 电子邮箱: 'li@example.com', 留言内容: '每月约 500 票，请报价。' });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('发送过于频繁')).toBeInTheDocument();
    expect(screen.getByText('留言过于频繁，请 42 分钟后再试。')).toBeInTheDocument();
  });

  it('sends, shows the success state and resets for another message', async () => {
    const user = userEvent.setup();
    renderAt('/site/contact-us');
    await screen.findByRole('heading', { level: 1, name: '联系我们' });
    await fill(user, { 姓名: ' 李雷 ', 电子邮箱: 'li@example.com', 留言内容: '每月约 500 票，请报价。' });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('留言已发送')).toBeInTheDocument();
    expect(sent()[0]?.json).toEqual({ name: '李雷', email: 'li@example.com', content: '每月约 500 票，请报价。' });
    await user.click(screen.getByRole('button', { name: '再写一条' }));
    expect(screen.getByLabelText(/^姓名/)).toHaveValue('');
  });
});
