/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { StaffRole } from '@forwarder/api-client/ops';
import { installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExchangeRates } from './exchange-rates';

jest.setTimeout(30_000);

const RATE = { id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.1234', effectiveFrom: '2026-12-01T00:00:00.000Z', actorUserName: 'admin', creationTime: '2026-11-30T08:00:00.000Z' };

let calls: ApiCall[];
let role: StaffRole;
beforeEach(() => {
  role = StaffRole.Admin;
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/exchange-rates' && call.method === 'GET') return json({ items: [RATE] });
    if (call.path === '/api/ops/exchange-rates') return json(RATE, 201);
    return undefined;
  });
});

describe('exchange rates in site management (issue 29)', () => {
  it('lists the history; an admin records a rate, sent exactly as typed', async () => {
    await renderWithProviders(<ExchangeRates />);
    const table = await screen.findByRole('table', { name: '汇率' });
    expect(await within(table).findByText('1 USD = 7.1234 CNY')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '录入汇率' }));
    const dialog = await screen.findByRole('dialog', { name: '录入汇率' });
    const rate = within(dialog).getByRole('textbox', { name: /汇率/ });
    // More than 8 decimals, or 0: refused before anything is sent.
    await userEvent.type(rate, '7.123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('汇率为大于 0 的数，最多 8 位小数')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '7.12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST')?.json as Record<string, string>;
    expect(sent).toMatchObject({ fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.12345678' });
    expect(Number.isNaN(Date.parse(sent['effectiveFrom'] ?? ''))).toBe(false);
  });

  it('refuses the same currency twice', async () => {
    await renderWithProviders(<ExchangeRates />);
    await userEvent.click(await screen.findByRole('button', { name: '录入汇率' }));
    const dialog = await screen.findByRole('dialog', { name: '录入汇率' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /目标币种/ }), 'USD');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /汇率/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('两种币种不能相同')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('operators read the history without the button', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<ExchangeRates />);
    await screen.findByText('1 USD = 7.1234 CNY');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ops/me')).toBe(true));
    expect(screen.queryByRole('button', { name: '录入汇率' })).toBeNull();
  });
});
