/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { StaffRole, type BillingSettings, type SiteSettings as Settings } from '@forwarder/api-client/ops';
import { apiError, installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteSettings } from './site-settings';

jest.setTimeout(30_000);

// The company details on statements and invoices (issue 29), below the site settings: admins read and save them;
// the server's refusal shows in the form; operators never ask for them.

const SITE: Settings = {
  logoUrl: '/api/f/assets/logo.svg',
  faviconUrl: '/api/f/assets/favicon.svg',
  displaySiteName: 'Globe Freight',
  customerServiceMail: 'service@globe-freight.example',
  facebookLink: '',
  wechatQrCodeUrl: '/api/f/assets/wechat-qr.svg',
  copyright: '',
  companyName: '深圳环宇国际物流有限公司',
  icpNumber: '',
  icp2Number: '',
  oldWebsiteUrl: '',
  timeZone: 'Asia/Shanghai',
  siteStatisticalCode: '',
  analyticsScriptOrigins: [],
};
const BILLING: BillingSettings = { companyNameEn: 'Globe Freight Ltd.', addressZh: '深圳市南山区', addressEn: '', phone: '', taxNumber: '', bankName: '', bankAccount: '', siteCurrency: 'CNY' };

let calls: ApiCall[];
let role: StaffRole;
let answer: () => Response;
beforeEach(() => {
  role = StaffRole.Admin;
  answer = () => json({ ...BILLING, ...(calls.at(-1)?.json as object) });
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/site-settings' && call.method === 'GET') return json(SITE);
    if (call.path === '/api/ops/billing-settings' && call.method === 'GET') return json(BILLING);
    if (call.path === '/api/ops/billing-settings' && call.method === 'PUT') return answer();
    return undefined;
  });
});

const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === '/api/ops/billing-settings');

describe('billing settings', () => {
  it('an admin changes the company details on statements and invoices', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />);
    const form = await screen.findByRole('form', { name: '账单与对账单上的公司信息' });
    expect(within(form).getByRole('textbox', { name: '公司英文名称' })).toHaveValue('Globe Freight Ltd.');
    await user.type(within(form).getByRole('textbox', { name: '统一社会信用代码（税号）' }), '91440300MA5XXXXXX1');
    await user.type(within(form).getByRole('textbox', { name: '银行账号' }), '7559 0000 0000 001');
    answer = () => apiError(400, '输入有误', [{ message: '太长了', members: ['bankAccount'] }]);
    await user.click(within(form).getByRole('button', { name: '保存账单信息' }));
    expect(await within(form).findByText('太长了')).toBeInTheDocument();
    answer = () => json({ ...BILLING, ...(puts().at(-1)?.json as object) });
    await user.click(within(form).getByRole('button', { name: '保存账单信息' }));
    expect(await screen.findByText('账单信息已保存')).toBeInTheDocument();
    expect(puts().at(-1)?.json).toEqual({ ...BILLING, taxNumber: '91440300MA5XXXXXX1', bankAccount: '7559 0000 0000 001' });
  });

  it("an admin changes the site's currency", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />);
    const form = await screen.findByRole('form', { name: '账单与对账单上的公司信息' });
    const currency = within(form).getByRole('combobox', { name: '网站币种' });
    expect(currency).toHaveValue('CNY');
    await user.selectOptions(currency, 'USD');
    await user.click(within(form).getByRole('button', { name: '保存账单信息' }));
    expect(await screen.findByText('账单信息已保存')).toBeInTheDocument();
    expect(puts().at(-1)?.json).toEqual({ ...BILLING, siteCurrency: 'USD' });
  });

  it('in English', async () => {
    await renderWithProviders(<SiteSettings />, { locale: 'en' });
    const form = await screen.findByRole('form', { name: 'Company details on statements and invoices' });
    expect(within(form).getByRole('textbox', { name: 'Company name in English' })).toHaveValue('Globe Freight Ltd.');
  });

  it('an operator is told it is for admins, and nothing is asked for', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<SiteSettings />);
    expect(await screen.findByText('仅管理员可用')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/ops/billing-settings')).toBe(false));
  });
});
