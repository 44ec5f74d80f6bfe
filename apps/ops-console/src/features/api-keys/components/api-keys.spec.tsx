/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { opsOperationKey, StaffRole, type ApiKeyListRequest, type CreateApiKeyInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiKey, createdApiKey, installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeys } from './api-keys';

jest.setTimeout(30_000);

const KEY = apiKey();
const NEW = createdApiKey({ id: '00000000-0000-4000-8000-000000001201', name: 'SZX warehouse', prefix: 'fwk_9b8c7d6e', scopes: ['events:write', 'events:read'] });

let calls: ApiCall[];
let role: StaffRole;
beforeEach(() => {
  role = StaffRole.Admin;
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/api-keys/list') return json({ totalCount: 1, items: [KEY] });
    if (call.path === '/api/ops/api-keys' && call.method === 'POST') return json(NEW, 201);
    if (call.path === `/api/ops/api-keys/${KEY.id}/revoke`) return json({ ...KEY, isRevoked: true, revocationTime: '2026-11-23T03:00:00.000Z', revokerUserName: 'demo-admin' });
    return undefined;
  });
});

const TEXT = {
  'zh-Hans': {
    table: 'API 密钥',
    create: '新建 API 密钥',
    name: /^名称/,
    read: /^events:read/,
    submit: '创建',
    shown: 'API 密钥：SZX warehouse',
    field: '密钥',
    warning: /只显示这一次/,
    copy: '复制',
    copied: '已复制',
    done: '完成',
    revoke: `吊销 ${KEY.name}`,
    confirm: `吊销 API 密钥 ${KEY.name}？`,
    confirmButton: '吊销',
    adminsOnly: '仅管理员可用',
    usage: '承运商如何调用',
  },
  en: {
    table: 'API keys',
    create: 'New API key',
    name: /^Name/,
    read: /^events:read/,
    submit: 'Create',
    shown: 'API key: SZX warehouse',
    field: 'Key',
    warning: /shown only this once/,
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    revoke: `Revoke ${KEY.name}`,
    confirm: `Revoke the API key ${KEY.name}?`,
    confirmButton: 'Revoke',
    adminsOnly: 'Admins only',
    usage: 'How a carrier calls the API',
  },
} as const;

describe.each(['zh-Hans', 'en'] as Locale[])('API keys (%s)', (locale) => {
  const text = TEXT[locale as keyof typeof TEXT];

  it('lists the keys and shows how a carrier uses one, with the header and the example request', async () => {
    await renderWithProviders(<ApiKeys />, { locale });
    const table = await screen.findByRole('table', { name: text.table });
    const row = within(table).getByRole('row', { name: new RegExp(KEY.name) });
    expect(row).toHaveTextContent('fwk_3f9a1c2b');
    expect(row).toHaveTextContent('events:write');
    expect(row).toHaveTextContent('demo-admin');
    expect(screen.getByRole('heading', { level: 2, name: text.usage })).toBeInTheDocument();
    const example = screen.getByTestId('api-key-example');
    expect(example).toHaveTextContent("X-Api-Key: fwk_3f9a1c2b_");
    expect(example).toHaveTextContent(`${window.location.origin}/api/ops/integrations/events`);
    expect(calls.find((call) => call.path === '/api/ops/api-keys/list')?.json as ApiKeyListRequest).toEqual({ includeRevoked: false, maxResultCount: 20, skipCount: 0 });
  });

  it('creates a key with the chosen scopes and shows its secret once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { queryClient } = await renderWithProviders(<ApiKeys />, { locale });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: text.create }));
    const dialog = await screen.findByRole('dialog', { name: text.create });
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), ' SZX warehouse ');
    await user.click(within(dialog).getByRole('checkbox', { name: text.read }));
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    const shown = await screen.findByRole('alertdialog', { name: text.shown });
    expect(calls.find((call) => call.path === '/api/ops/api-keys')?.json as CreateApiKeyInput).toEqual({ name: 'SZX warehouse', scopes: ['events:write', 'events:read'] });
    expect(within(shown).getByRole('textbox', { name: text.field })).toHaveValue(NEW.secret);
    expect(within(shown).getByText(text.warning)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: text.copy }));
    expect(writeText).toHaveBeenCalledWith(NEW.secret);
    expect(within(shown).getByRole('button', { name: text.copied })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: opsOperationKey('getAuditLog') });
    await user.click(within(shown).getByRole('button', { name: text.done }));
    await waitFor(() => expect(screen.queryByDisplayValue(NEW.secret)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/ops/api-keys')).toHaveLength(1);
  });

  it('revokes a key after a confirmation and refreshes the list and the audit log', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderWithProviders(<ApiKeys />, { locale });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: text.revoke }));
    const dialog = await screen.findByRole('dialog', { name: text.confirm });
    expect(dialog).toHaveTextContent('fwk_3f9a1c2b');
    expect(calls.some((call) => call.path.endsWith('/revoke'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.confirmButton }));
    await waitFor(() => expect(calls.some((call) => call.path === `/api/ops/api-keys/${KEY.id}/revoke`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.confirm })).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: opsOperationKey('getApiKeyList') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: opsOperationKey('getAuditLog') });
  });

  it('refuses operators without asking for the list', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<ApiKeys />, { locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.adminsOnly);
    expect(calls.some((call) => call.path === '/api/ops/api-keys/list')).toBe(false);
  });
});
