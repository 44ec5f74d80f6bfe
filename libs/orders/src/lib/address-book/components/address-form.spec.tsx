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
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(4); // name, phone, postal code, street
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
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
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
    await user.type(input(/^邮编/), '12');
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
