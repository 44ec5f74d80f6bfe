/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RegionCascade } from '../../region-cascade/components/region-cascade';
import {
  address,
  apiError,
  installApi,
  json,
  order,
  profile as profileFixture,
  regionApi,
  regions,
  uuid,
  type ApiCall,
} from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { OrderForm } from './order-form';

// Form chunks, catalogs and many typed characters: allow for a busy machine.
jest.setTimeout(30_000);

const senderAddress = address();
// The member's profile as the server sends it, with the default sender filled in.
const profile = profileFixture({ email: '', phoneNumber: '', companyName: '', defaultSenderAddressId: senderAddress.id, defaultSenderAddress: senderAddress });
const USER_ID = profile.id;
const DRAFT_KEY = `forwarder:order-draft:${USER_ID}`;
const AIR = { id: '10000000-0000-4000-8000-000000000001', code: 'AIR-STD', displayName: '标准空运', description: '经香港直飞', transportMode: 10, transitDaysMin: 5, transitDaysMax: 8, maxWeightKg: 300, destinationCountryCodes: ['US'] };
const SEA = { id: '10000000-0000-4000-8000-000000000002', code: 'SEA-LCL', displayName: '海运拼箱', description: '拼箱海运', transportMode: 20, transitDaysMin: 25, transitDaysMax: 35, maxWeightKg: 5000, destinationCountryCodes: [] };
const NEW_ORDER = order({ id: uuid(701), routingId: AIR.id });
const enums = {
  items: [
    { category: 101, name: 'TransportMode', values: [{ value: 10, name: 'AIR', displayName: '空运' }, { value: 20, name: 'SEA', displayName: '海运' }] },
    { category: 7, name: 'Currency', values: [{ value: 1, name: 'CNY', displayName: '人民币' }, { value: 2, name: 'USD', displayName: '美元' }] },
  ],
};

let answerOrder: (call: ApiCall) => Response = () => apiError(500, 'not expected');
let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  answerOrder = () => apiError(500, 'not expected');
  calls = installApi((call) => {
    if (call.path === '/api/f/user-management/profile/my') return json(profile);
    if (call.path === '/api/f/logistics-management/routing/list') return json({ items: [AIR, SEA] });
    if (call.path === '/api/system/enums') return json(enums);
    if (call.path === '/api/f/logistics-management/order') return answerOrder(call);
    return undefined;
  });
});

/** An answer held back until `release` (a slow network): the fetch resolves only once its body arrives. */
function heldBack(answer: Response, release: Promise<void>): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      await release;
      controller.enqueue(new Uint8Array(await answer.arrayBuffer()));
      controller.close();
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
}

const renderForm = (locale: 'zh-Hans' | 'en' = 'zh-Hans') => renderShipping(<OrderForm RegionPicker={RegionCascade} />, { locale });
const orderPosts = () => calls.filter((call) => call.path === '/api/f/logistics-management/order');
const group = (name: string | RegExp) => screen.getByRole('group', { name });
const textbox = (scope: HTMLElement, label: RegExp) => within(scope).getByRole('textbox', { name: label });

async function fillValidOrder(user: UserEvent) {
  await screen.findByRole('option', { name: AIR.displayName });
  await user.selectOptions(screen.getByRole('combobox', { name: /^运输产品/ }), AIR.id);
  const receiver = group('收件人');
  await user.type(textbox(receiver, /^联系人/), 'John Smith');
  await user.type(textbox(receiver, /^电话/), '+1 212 555 0100');
  await user.type(textbox(receiver, /^邮编/), '10001');
  await user.type(textbox(receiver, /^详细地址/), '350 5th Ave');
  await user.selectOptions(within(receiver).getByRole('combobox', { name: /^国家\/地区/ }), regions.usa.id);
  // The US takes typed names (issue 27): the state and the city as the customer writes them.
  await user.type(await within(receiver).findByLabelText(/^州/), 'NY');
  await user.type(within(receiver).getByLabelText(/^城市/), 'New York');
  const parcel = group('包裹 1');
  await user.type(textbox(parcel, /^单箱重量/), '3.5');
  await user.type(textbox(parcel, /^长/), '40');
  await user.type(textbox(parcel, /^宽/), '30');
  await user.type(textbox(parcel, /^高/), '20');
  const item = group('申报物品 1');
  await user.type(textbox(item, /^中文品名/), '蓝牙耳机');
  await user.type(textbox(item, /^英文品名/), 'Bluetooth earphones');
  await user.clear(textbox(item, /^数量/));
  await user.type(textbox(item, /^数量/), '10');
  await user.type(textbox(item, /^单价/), '12.5');
}

describe('order form', () => {
  it('pre-fills the default sender and explains every invalid field in Chinese without sending', async () => {
    const user = userEvent.setup();
    await renderForm();
    const sender = await screen.findByRole('group', { name: '发件人' });
    expect(textbox(sender, /^联系人/)).toHaveValue('王小明');
    expect(textbox(sender, /^详细地址/)).toHaveValue('科技园 1 号');
    expect(await within(sender).findByRole('combobox', { name: /^区\/县/ })).toHaveValue(regions.nanshan.id);
    expect(await screen.findByRole('combobox', { name: /^申报币种/ })).toHaveValue('USD');

    await user.click(screen.getByRole('button', { name: '提交运单' }));
    expect(await screen.findByText('请选择运输产品')).toBeInTheDocument();
    const receiver = group('收件人');
    expect(within(receiver).getAllByText('此项为必填项')).toHaveLength(3); // name, phone, street (no country: no postcode rule yet)
    expect(within(receiver).getByText('请选择国家/地区')).toBeInTheDocument();
    expect(within(group('包裹 1')).getAllByText('此项为必填项')).toHaveLength(4); // weight and three dimensions

    const parcel = group('包裹 1');
    await user.type(textbox(parcel, /^单箱重量/), 'abc');
    await user.type(textbox(parcel, /^长/), '0');
    await user.clear(textbox(parcel, /^箱数/));
    await user.type(textbox(parcel, /^箱数/), '1.5');
    await user.type(textbox(group('申报物品 1'), /^HS 编码/), '12');
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    expect(await within(parcel).findByText('请输入数字')).toBeInTheDocument();
    expect(within(parcel).getByText('必须大于 0')).toBeInTheDocument();
    expect(within(parcel).getByText('请输入整数')).toBeInTheDocument();
    expect(screen.getByText('HS 编码为 6 到 10 位数字')).toBeInTheDocument();
    expect(within(group('申报物品 1')).getByText('请填写英文品名（报关用）')).toBeInTheDocument();
    expect(orderPosts()).toHaveLength(0);
  });

  it('moves focus to the first invalid field in the order of the page: the product, above the receiver', async () => {
    const user = userEvent.setup();
    await renderForm();
    await screen.findByRole('option', { name: AIR.displayName });
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^运输产品/ })).toHaveFocus());

    // With the product chosen, the receiver's name (the sender is the default one) is the first invalid field.
    await user.selectOptions(screen.getByRole('combobox', { name: /^运输产品/ }), AIR.id);
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    await waitFor(() => expect(textbox(group('收件人'), /^联系人/)).toHaveFocus());
  });

  it('speaks English on the English site', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    const parcel = await screen.findByRole('group', { name: 'Parcel 1' });
    await user.type(textbox(parcel, /^Weight per box/), 'x');
    await user.type(textbox(parcel, /^Height/), '600');
    await user.click(screen.getByRole('button', { name: 'Submit waybill' }));
    expect(await screen.findByText('Choose a shipping product')).toBeInTheDocument();
    expect(within(parcel).getByText('Enter a number')).toBeInTheDocument();
    expect(within(parcel).getByText('Must not be greater than 500')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Receiver' })).getByText('Choose a country or region')).toBeInTheDocument();
    const item = screen.getByRole('group', { name: 'Declared item 1' });
    expect(within(item).getAllByText('This field is required')).toHaveLength(2); // name in Chinese, unit value
    expect(within(item).getByText('Enter the name in English (customs reads it)')).toBeInTheDocument();
    expect(within(item).getByText('For customs: customs officers and foreign carriers read this name')).toBeInTheDocument();
    expect(orderPosts()).toHaveLength(0);
  });

  it('asks for the English name beside the Chinese one, in Latin letters, with a hint that customs reads it', async () => {
    const user = userEvent.setup();
    await renderForm();
    const item = await screen.findByRole('group', { name: '申报物品 1' });
    const english = textbox(item, /^英文品名/);
    expect(english).toBeRequired();
    expect(english).toHaveAccessibleDescription('报关用，海关与境外承运人读此名称');
    await user.type(english, '蓝牙耳机');
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    expect(await within(item).findByText('英文品名请用英文填写')).toBeInTheDocument();
    await user.clear(english);
    await user.type(english, 'Bluetooth earphones');
    await waitFor(() => expect(within(item).queryByText('英文品名请用英文填写')).not.toBeInTheDocument());
    expect(orderPosts()).toHaveLength(0);
  });

  it("maps the server's validation errors onto the fields they name", async () => {
    const user = userEvent.setup();
    answerOrder = () =>
      apiError(400, 'Your request is not valid!', [
        { members: ['receiver.postalCode'], message: 'The postal code format is invalid (example: 10001).' },
        { members: ['parcels[0].weightKg'], message: 'Too heavy for one box.' },
        { members: ['declaredItems[0].currency'], message: 'Currency not accepted.' },
        { members: ['parcels'], message: 'The chargeable weight 320 kg exceeds the route limit of 300 kg.' },
      ]);
    await renderForm();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    expect(await screen.findByText('运单未提交：请修正标出的字段后重新提交。')).toBeInTheDocument();
    expect(within(group('收件人')).getByText('The postal code format is invalid (example: 10001).')).toBeInTheDocument();
    expect(within(group('包裹 1')).getByText('Too heavy for one box.')).toBeInTheDocument();
    expect(screen.getByText('Currency not accepted.')).toBeInTheDocument();
    expect(screen.getByText('The chargeable weight 320 kg exceeds the route limit of 300 kg.')).toBeInTheDocument();
  });

  it('sends the contract input, shows the waybill number and starts the next order with the same sender', async () => {
    const user = userEvent.setup();
    answerOrder = () => json(NEW_ORDER);
    await renderForm();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: '提交运单' }));

    expect(await screen.findByRole('heading', { name: '运单已提交' })).toHaveFocus();
    expect(screen.getByTestId('waybill-number')).toHaveTextContent('FA100000017CN');
    expect(screen.getByRole('link', { name: '查看运单详情' })).toHaveAttribute('href', `/user/order-detail?id=${NEW_ORDER.id}`);
    const body = JSON.parse(orderPosts()[0]?.body ?? '{}');
    expect(body).toEqual({
      routingId: AIR.id,
      sender: {
        name: '王小明',
        companyName: '小明电商',
        phoneNumber: '+86 138 0000 0000',
        email: '',
        regionLv0Id: regions.china.id,
        regionLv1Id: regions.guangdong.id,
        regionLv2Id: regions.shenzhen.id,
        regionLv3Id: regions.nanshan.id,
        street: '科技园 1 号',
        postalCode: '518057',
      },
      receiver: {
        name: 'John Smith',
        companyName: '',
        phoneNumber: '+1 212 555 0100',
        email: '',
        regionLv0Id: regions.usa.id,
        stateName: 'NY',
        cityName: 'New York',
        street: '350 5th Ave',
        postalCode: '10001',
      },
      parcels: [{ quantity: 1, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }],
      declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', quantity: 10, unitValue: 12.5, currency: 'USD' }],
      customerReference: '',
      remark: '',
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: '使用相同发件人继续下单' }));
    const receiver = await screen.findByRole('group', { name: '收件人' });
    expect(textbox(receiver, /^联系人/)).toHaveValue('');
    expect(textbox(group('发件人'), /^联系人/)).toHaveValue('王小明');
    expect(screen.getByRole('combobox', { name: /^运输产品/ })).toHaveValue(AIR.id);
  });

  it('keeps a draft while typing and offers it back on the next visit', async () => {
    const user = userEvent.setup();
    const first = await renderForm();
    const receiver = await screen.findByRole('group', { name: '收件人' });
    await user.type(textbox(receiver, /^联系人/), 'Emily Clarke');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Emily Clarke'));
    first.unmount();

    await renderForm();
    expect(await screen.findByText(/有一份未提交的运单草稿/)).toBeInTheDocument();
    expect(textbox(group('收件人'), /^联系人/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(textbox(group('收件人'), /^联系人/)).toHaveValue('Emily Clarke');
    expect(screen.queryByText(/有一份未提交的运单草稿/)).not.toBeInTheDocument();
  });

  // A session that expired mid-form, on a slow network (e2e session-expiry): the member restores the draft and
  // submits before every list is in. Whatever has arrived, the form shows and sends what was saved.
  it.each([
    ['the routings, then the transport modes; the regions after the submit', ['routings', 'enums'], ['countries', 'areas']],
    ['the transport modes, then the routings; the regions after the submit', ['enums', 'routings'], ['areas', 'countries']],
    ['the countries; the rules after the submit', ['countries'], ['areas', 'routings', 'enums']],
    ['the rules; the countries after the submit', ['areas'], ['countries', 'enums', 'routings']],
    ['everything before the submit', ['routings', 'countries', 'areas', 'enums'], []],
  ] as const)('restores a draft before its lists arrive (%s) and sends it as saved', async (_, before, after) => {
    const user = userEvent.setup();
    const first = await renderForm();
    await fillValidOrder(user);
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('New York'));
    first.unmount();

    const releases = new Map<string, () => void>();
    const held = (key: string) => new Promise<void>((resolve) => releases.set(key, resolve));
    const gates = { routings: held('routings'), enums: held('enums'), countries: held('countries'), areas: held('areas') };
    const slow = (key: keyof typeof gates, answer: Response | undefined) => (answer ? heldBack(answer, gates[key]) : undefined);
    const release = async (keys: readonly (keyof typeof gates)[]) => {
      // One list after the other, each answer rendered before the next arrives.
      for (const key of keys) {
        await act(async () => {
          releases.get(key)?.();
          await new Promise((resolve) => setTimeout(resolve, 100));
        });
      }
    };
    answerOrder = () => json(NEW_ORDER);
    calls = installApi((call) => {
      if (call.path === '/api/f/user-management/profile/my') return json(profile);
      if (call.path === '/api/f/logistics-management/routing/list') return slow('routings', json({ items: [AIR, SEA] }));
      if (call.path === '/api/system/enums') return slow('enums', json(enums));
      if (call.path === '/api/f/area-management/area/all-list') return slow('areas', regionApi(call));
      if (call.path === '/api/f/area-management/region/list' && call.query.get('level') === '0') return slow('countries', regionApi(call));
      if (call.path === '/api/f/logistics-management/order') return answerOrder(call);
      return undefined;
    });
    await renderForm();
    await user.click(await screen.findByRole('button', { name: '恢复草稿' }));
    await release(before);

    expect(within(group('收件人')).getByLabelText(/^州/)).toHaveValue('NY');
    const arrived = new Set<string>(before);
    if (arrived.has('routings') && arrived.has('enums')) {
      expect(screen.getByRole('combobox', { name: /^运输产品/ })).toHaveValue(AIR.id);
    }
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    await release(after);
    expect(await screen.findByRole('heading', { name: '运单已提交' })).toBeInTheDocument();
    const body = JSON.parse(orderPosts()[0]?.body ?? '{}');
    expect(body.routingId).toBe(AIR.id);
    expect(body.sender).toMatchObject({ regionLv1Id: regions.guangdong.id, regionLv2Id: regions.shenzhen.id, regionLv3Id: regions.nanshan.id });
    expect(body.receiver).toMatchObject({ regionLv0Id: regions.usa.id, stateName: 'NY', cityName: 'New York' });
  });
});
