/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { StaffRole, type SiteSettings as Settings } from '@forwarder/api-client/ops';
import { apiError, installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteSettings } from './site-settings';

jest.setTimeout(30_000);

const SETTINGS: Settings = {
  logoUrl: '/api/f/assets/logo.svg',
  faviconUrl: '/api/f/assets/favicon.svg',
  displaySiteName: 'Globe Freight',
  customerServiceMail: 'service@globe-freight.example',
  facebookLink: 'https://www.facebook.com/globefreight',
  wechatQrCodeUrl: '/api/f/assets/wechat-qr.svg',
  copyright: '© 2026 Globe Freight Co., Ltd.',
  companyName: '深圳环宇国际物流有限公司',
  icpNumber: '粤ICP备20260001号-1',
  icp2Number: '粤公网安备44030002000001号',
  oldWebsiteUrl: 'https://old.globe-freight.example',
  timeZone: 'Asia/Shanghai',
  siteStatisticalCode: '',
  analyticsScriptOrigins: ['https://hm.baidu.com'],
};

let calls: ApiCall[];
let role: StaffRole;
let answer: () => Response;
beforeEach(() => {
  role = StaffRole.Admin;
  answer = () => json({ ...SETTINGS, ...(calls.at(-1)?.json as object) });
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/site-settings' && call.method === 'GET') return json(SETTINGS);
    if (call.path === '/api/ops/site-settings' && call.method === 'PUT') return answer();
    return undefined;
  });
});

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('site settings', () => {
  it('sends every field, origins one a line, and the preview follows the form', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />, { locale: 'en' });
    const name = await screen.findByLabelText(/^Site name/);
    expect(name).toHaveValue('Globe Freight');
    await user.clear(name);
    await user.type(name, 'Globe Cargo');
    // The preview has no logo picture once the logo is cleared: the site name stands in for it.
    expect(screen.getByRole('img', { name: 'Logo image (current picture)' })).toHaveAttribute('src', SETTINGS.logoUrl);
    // The logo's field comes first: its "remove" button is the first of the three pictures'.
    await user.click(screen.getAllByRole('button', { name: 'Remove the picture' })[0] as HTMLElement);
    expect(await screen.findByText('Globe Cargo')).toBeInTheDocument();
    const origins = screen.getByLabelText('Allowed script origins');
    await user.type(origins, '\n  https://www.googletagmanager.com  \n\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.json).toEqual({
      ...SETTINGS,
      displaySiteName: 'Globe Cargo',
      logoUrl: '',
      analyticsScriptOrigins: ['https://hm.baidu.com', 'https://www.googletagmanager.com'],
    });
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields, a refused origin by its line', async () => {
    answer = () =>
      apiError(400, 'Some fields are invalid.', [
        { message: 'The link must be a URL starting with http:// or https://.', members: ['facebookLink'] },
        { message: 'A script origin is https://host[:port].', members: ['analyticsScriptOrigins[1]'] },
      ]);
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />, { locale: 'en' });
    await user.type(await screen.findByLabelText('Allowed script origins'), '\nhttps://x.example/path');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link must be a URL starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook link')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Line 2: A script origin is https://host[:port].')).toBeInTheDocument();
  });

  it('sets the site time zone from the zones Intl knows, each named by its offset, and shows the server’s refusal under it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />, { locale: 'en' });
    const zone = await screen.findByRole('combobox', { name: /^Warehouse \(site\) time zone/ });
    expect(zone).toHaveValue('Asia/Shanghai');
    expect(screen.getByRole('option', { name: 'Asia/Shanghai (UTC+08:00)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' })).toBeInTheDocument();
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.json).toMatchObject({ timeZone: 'Asia/Tokyo' });

    answer = () => apiError(400, 'Some fields are invalid.', [{ message: '"Asia/Tokyo" is not a time zone this site knows.', members: ['timeZone'] }]);
    await user.selectOptions(zone, 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Asia/Tokyo" is not a time zone this site knows.')).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a saved zone the browser lists under another name', async () => {
    const answerOf = SETTINGS;
    calls = installApi((call) => {
      if (call.path === '/api/ops/me') return json(staffAccount({ role }));
      if (call.path === '/api/ops/site-settings') return json({ ...answerOf, timeZone: 'Mars/Olympus_Mons' });
      return undefined;
    });
    await renderWithProviders(<SiteSettings />, { locale: 'zh-Hans' });
    expect(await screen.findByRole('combobox', { name: /^仓库（站点）时区/ })).toHaveValue('Mars/Olympus_Mons');
  });

  it('refuses a blank site name and a bad e-mail before sending', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteSettings />, { locale: 'zh-Hans' });
    await user.clear(await screen.findByLabelText(/^网站名称/));
    await user.clear(screen.getByLabelText('客服邮箱'));
    await user.type(screen.getByLabelText('客服邮箱'), 'not-a-mail');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(screen.getByText('请输入有效的电子邮箱地址')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('tells an operator that admins change the settings, and never asks for them', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<SiteSettings />, { locale: 'en' });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/ops/site-settings')).toBe(false);
  });
});
