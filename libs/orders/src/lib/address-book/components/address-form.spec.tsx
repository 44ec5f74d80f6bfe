/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionCascade } from '../../region-cascade/components/region-cascade';
import { address, apiError, installApi, json, regions, type ApiCall } from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { AddressForm } from './address-form';

// Form chunks, catalogs and many typed characters: allow for a busy machine.
jest.setTimeout(20_000);

const saved = jest.fn();
let answer: (call: ApiCall) => Response | undefined = () => undefined;
let calls: ApiCall[];

beforeEach(() => {
  saved.mockReset();
  answer = () => undefined;
  calls = installApi((call) => (call.path === '/api/f/user-management/address' ? answer(call) : undefined));
});

const renderForm = (locale: 'zh-Hans' | 'en' = 'zh-Hans') =>
  renderShipping(<AddressForm address={null} RegionPicker={RegionCascade} onSaved={saved} onCancel={() => undefined} />, { locale });

const input = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('address form validation', () => {
  it('reports missing and malformed fields in Chinese, including a required lower region level', async () => {
    const user = userEvent.setup();
    await renderForm();
    await screen.findByRole('option', { name: '中国' });
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    // name, phone, street (the postcode: as the country writes it, none chosen yet)
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(3);
    expect(screen.getByText('请选择国家/地区')).toBeInTheDocument();

    await user.type(input(/^电话/), 'abc');
    await user.type(input(/^电子邮箱/), 'not-mail');
    await user.selectOptions(screen.getByRole('combobox', { name: /^国家\/地区/ }), regions.china.id);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^省\/州/ }), regions.guangdong.id);
    await screen.findByRole('combobox', { name: /^城市/ });
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('请输入有效的电话号码（数字、空格、括号或连字符，可以 + 开头）')).toBeInTheDocument();
    expect(screen.getByText('请输入有效的电子邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请选择此级地区')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('speaks English on the English site and respects the contract lengths', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    await screen.findByRole('option', { name: '中国' });
    await user.click(input(/^Contact name/));
    await user.paste('x'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter at most 64 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Choose a country or region')).toBeInTheDocument();
  });

  it('sends the form encoded without hidden levels and maps server errors onto the fields', async () => {
    const user = userEvent.setup();
    answer = () =>
      apiError(400, 'Your request is not valid!', [
        { members: ['postalCode'], message: 'The postal code format is invalid (example: 518000).' },
        { members: ['regionLv3Id'], message: 'Choose a district.' },
      ]);
    await renderForm();
    await screen.findByRole('option', { name: '中国' });
    await user.type(input(/^联系人/), '王小明');
    await user.type(input(/^电话/), '+86 138 0000 0000');
    await user.type(input(/^邮编/), '518001');
    await user.type(input(/^详细地址/), '科技园 1 号');
    await user.selectOptions(screen.getByRole('combobox', { name: /^国家\/地区/ }), regions.china.id);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^省\/州/ }), regions.guangdong.id);
    await screen.findByRole('option', { name: '深圳市' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^城市/ }), regions.shenzhen.id);
    await screen.findByRole('option', { name: '南山区' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^区\/县/ }), regions.nanshan.id);
    await user.click(screen.getByRole('button', { name: '保存地址' }));

    expect(await screen.findByText('The postal code format is invalid (example: 518000).')).toBeInTheDocument();
    expect(screen.getByText('Choose a district.')).toBeInTheDocument();
    expect(input(/^邮编/)).toHaveAttribute('aria-invalid', 'true');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/f/user-management/address');
    const sent = new URLSearchParams(post?.body);
    expect(sent.get('name')).toBe('王小明');
    expect(sent.get('regionLv3Id')).toBe(regions.nanshan.id);
    expect(sent.has('email')).toBe(false);
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves a valid address', async () => {
    const user = userEvent.setup();
    answer = () =>
      json(
        address({
          name: 'John',
          companyName: '',
          phoneNumber: '+65 6000 0000',
          countryCode: 'SG',
          regionLv0Id: regions.singapore.id,
          regionLv0DisplayName: regions.singapore.displayName,
          regionLv1Id: null,
          regionLv1DisplayName: '',
          regionLv2Id: null,
          regionLv2DisplayName: '',
          regionLv3Id: null,
          regionLv3DisplayName: '',
          area: regions.singapore.displayName,
          street: '1 Marina Blvd',
          postalCode: '018956',
          isDefaultSender: false,
        }),
      );
    await renderForm('en');
    await screen.findByRole('option', { name: '新加坡' });
    await user.type(input(/^Contact name/), 'John');
    await user.type(input(/^Phone/), '+65 6000 0000');
    await user.type(input(/^Postal code/), '018956');
    await user.type(input(/^Street address/), '1 Marina Blvd');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country\/region/ }), regions.singapore.id);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });
});

describe('addresses outside the cascade (issue 27): typed levels in the country\'s words', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, country: string, en = false) => {
    await screen.findByRole('option', { name: '日本' });
    await user.type(input(en ? /^Contact name/ : /^联系人/), 'Taro');
    await user.type(input(en ? /^Phone/ : /^电话/), '+81 3 0000 0000');
    await user.type(input(en ? /^Street address/ : /^详细地址/), '1-1 Chiyoda');
    await user.selectOptions(screen.getByRole('combobox', { name: en ? /^Country\/region/ : /^国家\/地区/ }), country);
  };
  const posted = () => {
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/f/user-management/address');
    return post ? new URLSearchParams(post.body) : null;
  };

  it('a Japanese address: the prefecture typed under its label, required, sent as typed', async () => {
    const user = userEvent.setup();
    answer = () => json(address());
    await renderForm();
    await fill(user, regions.japan.id);
    const prefecture = await screen.findByLabelText(/^都道府县/);
    expect(prefecture).toBeRequired();
    expect(screen.queryByRole('combobox', { name: /^省\/州/ })).not.toBeInTheDocument();
    await user.type(input(/^邮编/), '100-0014');
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('请填写都道府县')).toBeInTheDocument();
    expect(prefecture).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toBeNull();

    await user.type(prefecture, '東京都');
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const sent = posted();
    expect(sent?.get('stateName')).toBe('東京都');
    expect(sent?.has('regionLv1Id')).toBe(false);
    expect(sent?.get('postalCode')).toBe('100-0014');
  });

  it('names the prefecture in English too', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    await fill(user, regions.japan.id, true);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Prefecture is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prefecture/)).toBeRequired();
  });

  it('a country without postcodes (the Emirates) asks for none and sends none', async () => {
    const user = userEvent.setup();
    answer = () => json(address());
    await renderForm();
    await user.type(input(/^邮编/), '12345');
    await fill(user, regions.emirates.id);
    const emirate = await screen.findByLabelText(/^酋长国/);
    expect(screen.queryByLabelText(/^邮编/)).not.toBeInTheDocument();
    await user.type(emirate, 'Dubai');
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const sent = posted();
    expect(sent?.get('stateName')).toBe('Dubai');
    expect(sent?.has('postalCode')).toBe(false);
  });

  it('a US ZIP of 3 digits is refused before sending, the message naming the postcode and its format', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user, regions.usa.id);
    await user.type(await screen.findByLabelText(/^州/), 'NY');
    await user.type(screen.getByLabelText(/^城市/), 'New York');
    await user.type(input(/^邮编/), '100');
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('邮编格式不正确（示例：95014）')).toBeInTheDocument();
    expect(input(/^邮编/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toBeNull();
  });
});
