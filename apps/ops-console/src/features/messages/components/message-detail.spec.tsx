/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { ContactMessageState, type ContactMessage, type ContactReplyInput, type HandleContactMessageInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, contactMessage, contactReply, installApi, json, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

jest.setTimeout(30_000);

const READ = contactMessage({ state: ContactMessageState.Read, readTime: '2026-11-23T07:00:00.000Z', readBy: 'demo-operator' });
const HANDLED: ContactMessage = { ...READ, state: ContactMessageState.Handled, handledTime: '2026-11-23T08:00:00.000Z', handledBy: 'demo-operator', handledNote: '已电话联系并发送报价。' };

let calls: ApiCall[];
let current: ContactMessage;
let handleAnswer: (() => Response) | null;
let replyAnswer: (() => Response) | null;
beforeEach(() => {
  current = READ;
  handleAnswer = null;
  replyAnswer = null;
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference());
    if (call.path === `/api/ops/messages/${READ.id}/reply`) {
      if (replyAnswer) return replyAnswer();
      const { text } = call.json as ContactReplyInput;
      current = { ...current, replies: [...current.replies, contactReply({ text })] };
      return json(current);
    }
    if (call.path === `/api/ops/messages/${READ.id}` && call.method === 'GET') return json(current);
    if (call.path === `/api/ops/messages/${READ.id}/handle`) {
      if (handleAnswer) return handleAnswer();
      const { note } = call.json as HandleContactMessageInput;
      current = { ...HANDLED, handledNote: note ?? null };
      return json(current);
    }
    if (call.path === `/api/ops/messages/${READ.id}/reopen`) {
      current = READ;
      return json(current);
    }
    if (call.path === '/api/ops/messages/list') {
      return json({ totalCount: 2, items: [contactMessage({}, 1), { ...READ, id: contactMessage({}, 2).id, subject: null, name: 'Bob' }] });
    }
    return undefined;
  });
});

const LABELS = {
  'zh-Hans': { note: /^处理备注/, handle: '标记为已处理', reopen: '重新打开', handled: '已处理', unread: '未读', read: '已读未处理', handledBy: '处理人', state: '状态', list: '留言列表' },
  en: { note: /^Note/, handle: 'Mark handled', reopen: 'Reopen', handled: 'Handled', unread: 'Unread', read: 'Read, not handled', handledBy: 'Handled by', state: 'Status', list: 'Messages' },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('a contact message (%s)', (locale) => {
  const label = LABELS[locale];

  it('shows the sender with mailto and tel links, marks it handled with a note, and reopens it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MessageDetail id={READ.id} />, { locale });
    expect(await screen.findByRole('heading', { name: READ.subject ?? '' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: READ.email })).toHaveAttribute('href', 'mailto:lilei@example.com');
    expect(screen.getByRole('link', { name: READ.phoneNumber ?? '' })).toHaveAttribute('href', 'tel:+8613900000000');
    expect(screen.getByText(READ.content)).toBeInTheDocument();
    expect(screen.getByText(label.read)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: label.note }), '  已电话联系  ');
    await user.click(screen.getByRole('button', { name: label.handle }));
    expect(await screen.findByRole('button', { name: label.reopen })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/handle'))?.json).toEqual({ note: '已电话联系' });
    expect(screen.getByText('已电话联系')).toBeInTheDocument();
    expect(screen.getAllByText(label.handled).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: label.reopen }));
    expect(await screen.findByRole('button', { name: label.handle })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/reopen'))).toHaveLength(1);
  });

  it('an empty note sends none; a refusal (handled meanwhile) is shown and the message read again', async () => {
    const user = userEvent.setup();
    handleAnswer = () => {
      current = HANDLED;
      return apiError(400, 'demo-admin has already marked this message handled.', null, 'Ops:MessageAlreadyHandled');
    };
    await renderWithProviders(<MessageDetail id={READ.id} />, { locale });
    await user.click(await screen.findByRole('button', { name: label.handle }));
    expect(calls.find((call) => call.path.endsWith('/handle'))?.json).toEqual({});
    expect(await screen.findByText('demo-admin has already marked this message handled.')).toBeInTheDocument();
    // Re-read: the page now shows the other handling, with its note.
    expect(await screen.findByText(HANDLED.handledNote ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label.reopen })).toBeInTheDocument();
  });

  it('the list marks unread messages and sends the URL filter', async () => {
    await renderWithProviders(<MessageList />, { locale, initialPath: '/ops/messages?state=unread&keyword=%E6%8A%A5%E4%BB%B7&page=2' });
    const table = await screen.findByRole('table', { name: label.list });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(label.unread)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(label.read)).toBeInTheDocument();
    // Without a subject, the message's start is the link.
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringContaining(`/ops/message-detail?id=${contactMessage({}, 2).id}`));
    expect(calls.find((call) => call.path === '/api/ops/messages/list')?.json).toEqual({ state: 'unread', keyword: '报价', maxResultCount: 20, skipCount: 20 });
    expect(screen.getByRole('combobox', { name: label.state })).toHaveValue('unread');
  });

  it('a malformed id is not sent and says the message cannot be found', async () => {
    await renderWithProviders(<MessageDetail id="not-an-id" />, { locale });
    expect(await screen.findByRole('link', { name: locale === 'en' ? 'Back to the messages' : '返回留言列表' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

const REPLY_LABELS = {
  'zh-Hans': { field: /^回复内容/, send: '发送回复', blank: '请输入回复内容', pending: '待发送', notConfigured: '邮件服务未配置：回复会保存在留言中并留在发件箱，不会真正发出。', none: '还没有回复。' },
  en: { field: /^Reply/, send: 'Send reply', blank: 'Enter the reply', pending: 'Pending', notConfigured: 'Mail is not configured: the reply is kept with the message and waits in the outbox; it is not actually sent.', none: 'No reply yet.' },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('replies by e-mail (%s)', (locale) => {
  const label = REPLY_LABELS[locale];

  it('refuses a blank reply, sends the trimmed text and shows the reply waiting in the outbox', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MessageDetail id={READ.id} />, { locale });
    expect(await screen.findByText(label.none)).toBeInTheDocument();
    expect(await screen.findByText(label.notConfigured)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: label.field });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: label.send }));
    expect(await screen.findByText(label.blank)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls.some((call) => call.path.endsWith('/reply'))).toBe(false);

    await user.clear(field);
    await user.type(field, '  您好，报价见下文。  ');
    await user.click(screen.getByRole('button', { name: label.send }));
    expect(await screen.findByText('您好，报价见下文。')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/reply'))?.json).toEqual({ text: '您好，报价见下文。' });
    expect(field).toHaveValue('');
    const reply = screen.getByRole('listitem');
    expect(within(reply).getByText(label.pending)).toBeInTheDocument();
    expect(within(reply).getByRole('link')).toHaveAttribute('href', expect.stringContaining(`/ops/mail-detail?id=${contactReply().mailId}`));
  });

  it('shows a refusal of the text under the field and keeps what was typed', async () => {
    replyAnswer = () => apiError(400, 'Your request is not valid!', [{ members: ['text'], message: 'The reply is too long.' }]);
    const user = userEvent.setup();
    await renderWithProviders(<MessageDetail id={READ.id} />, { locale });
    const field = await screen.findByRole('textbox', { name: label.field });
    await user.type(field, 'A reply');
    await user.click(screen.getByRole('button', { name: label.send }));
    expect(await screen.findByText('The reply is too long.')).toBeInTheDocument();
    expect(field).toHaveValue('A reply');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
