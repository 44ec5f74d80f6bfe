/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { MailKind, MailState, StaffRole, type MailDetail as Mail, type MailListRequest } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, failedMail, installApi, json, mailDetail, mailSummary, opsReference, renderWithProviders, staffAccount, uuid, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailDetail } from './mail-detail';
import { MailList } from './mail-list';

jest.setTimeout(30_000);

const MAILS = Array.from({ length: 22 }, (_, n) => mailSummary({}, n));
const FAILED = failedMail({ id: uuid(1590) });
const RESET_LINK = failedMail({
  id: uuid(1591),
  kind: MailKind.PasswordReset,
  subject: '重置密码',
  relatedEntityType: 'customer',
  relatedEntityId: uuid(940),
  relatedEntityLabel: 'demo-member',
  text: '请在 30 分钟内打开下面的链接设置新密码：\n[链接已隐藏]',
});

let calls: ApiCall[];
let role: StaffRole;
let mailConfigured: boolean;
let current: Mail;
let retryAnswer: (() => Response) | null;
beforeEach(() => {
  role = StaffRole.Admin;
  mailConfigured = false;
  current = FAILED;
  retryAnswer = null;
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/reference') return json(opsReference(call.language === 'en' ? 'en' : 'zh-Hans', { mailConfigured }));
    if (call.path === '/api/ops/mail/list') {
      const body = call.json as MailListRequest;
      const skip = body.skipCount ?? 0;
      return json({ totalCount: MAILS.length, items: MAILS.slice(skip, skip + (body.maxResultCount ?? 20)) });
    }
    if (call.path === `/api/ops/mail/${current.id}` && call.method === 'GET') return json(current);
    if (call.path === `/api/ops/mail/${current.id}/retry`) {
      if (retryAnswer) return retryAnswer();
      current = { ...current, state: MailState.Pending, attempts: 0, nextAttemptTime: '2026-11-23T09:00:00.000Z' };
      return json(current);
    }
    return undefined;
  });
});

const listBodies = () => calls.filter((call) => call.path === '/api/ops/mail/list').map((call) => call.json as MailListRequest);

const LABELS = {
  'zh-Hans': { search: '筛选邮件', table: '发件箱', state: '状态', kind: '类型', recipient: '收件邮箱', query: '搜索', pending: '待发送', failed: '发送失败', notConfigured: '邮件服务未配置', reply: '留言回复', retry: '重新发送', adminsOnly: '发送失败的邮件只有管理员可以重发。', attempts: '尝试次数' },
  en: { search: 'Filter mails', table: 'Outbox', state: 'Status', kind: 'Type', recipient: 'Recipient', query: 'Search', pending: 'Pending', failed: 'Failed', notConfigured: 'Mail is not configured', reply: 'Reply to a message', retry: 'Send again', adminsOnly: 'Only admins can send a failed mail again.', attempts: 'Attempts' },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('the outbox (%s)', (locale) => {
  const label = LABELS[locale];

  it('reads its filter from the URL, says mail waits without SMTP, links each mail and what it is about', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<MailList />, {
      locale,
      initialPath: `/?state=pending&kind=contact-reply&recipient=example.com&related=${uuid(1300)}&page=2&bogus=1`,
    });
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ state: 'pending', kind: 'contact-reply', recipient: 'example.com', relatedEntityId: uuid(1300), maxResultCount: 20, skipCount: 20 }),
    );
    expect(await screen.findByText(label.notConfigured)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: label.table });
    const mail = MAILS[20];
    expect(within(table).getAllByRole('link', { name: mail?.subject ?? '' })[0]).toHaveAttribute('href', `${locale === 'en' ? '/en' : ''}/ops/mail-detail?id=${mail?.id ?? ''}`);
    expect(within(table).getAllByRole('link', { name: '李雷 <lilei@example.com>' })[0]).toHaveAttribute('href', `${locale === 'en' ? '/en' : ''}/ops/message-detail?id=${uuid(1300)}`);
    expect(within(table).getAllByText(label.pending)).toHaveLength(2);
    expect(within(table).getAllByText(label.reply)).toHaveLength(2);

    const search = screen.getByRole('search', { name: label.search });
    await user.selectOptions(within(search).getByRole('combobox', { name: label.state }), 'failed');
    await user.selectOptions(within(search).getByRole('combobox', { name: label.kind }), '');
    await user.clear(within(search).getByRole('textbox', { name: label.recipient }));
    await user.click(within(search).getByRole('button', { name: label.query }));
    await waitFor(() => expect(router.state.location.search).toBe(`?state=failed&related=${uuid(1300)}`));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ state: 'failed', relatedEntityId: uuid(1300), maxResultCount: 20, skipCount: 0 }));
  });

  it('shows a failed mail\'s text and delivery, and lets an admin send it again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MailDetail id={FAILED.id} />, { locale });
    expect(await screen.findByRole('heading', { name: FAILED.subject })).toBeInTheDocument();
    expect(screen.getByText(/感谢咨询，报价已整理好/)).toBeInTheDocument();
    expect(screen.getByText(FAILED.lastError ?? '')).toBeInTheDocument();
    expect(screen.getByText(label.failed)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: label.retry }));
    expect(await screen.findByText(label.pending)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/retry'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: label.retry })).not.toBeInTheDocument();
  });
});

describe('a mail of the outbox', () => {
  it('offers no retry to an operator, and says why', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<MailDetail id={FAILED.id} />);
    expect(await screen.findByText('发送失败的邮件只有管理员可以重发。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新发送' })).not.toBeInTheDocument();
  });

  it('never resends a password reset link: it points to the customer\'s page instead', async () => {
    current = RESET_LINK;
    await renderWithProviders(<MailDetail id={RESET_LINK.id} />);
    expect(await screen.findByText(/密码重置邮件不会重发/)).toBeInTheDocument();
    expect(screen.getByText('重置链接已隐藏：员工不能使用客户的链接。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demo-member' })).toHaveAttribute('href', `/ops/customer-detail?id=${uuid(940)}`);
    expect(screen.queryByRole('button', { name: '重新发送' })).not.toBeInTheDocument();
  });

  it('shows a refused retry in the page, in English', async () => {
    retryAnswer = () => apiError(400, 'Only a failed mail can be sent again.', null, 'Ops:MailNotFailed');
    const user = userEvent.setup();
    await renderWithProviders(<MailDetail id={FAILED.id} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Only a failed mail can be sent again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('says so when the mail does not exist', async () => {
    current = mailDetail({ id: uuid(1599) });
    await renderWithProviders(<MailDetail id={uuid(1598)} />);
    expect(await screen.findByText('找不到这封邮件。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回发件箱' })).toHaveAttribute('href', '/ops/outbox');
  });
});
