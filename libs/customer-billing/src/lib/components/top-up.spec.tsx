/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopUpNoticeState } from '@forwarder/api-client';
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { appCatalog, errorBody, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { billingState, installBillingApi, topUpNotice, type BillingState } from '../../testing/billing-api';
import { TopUpSection } from './top-up-section';

jest.setTimeout(20_000);

const memberCatalog = appCatalog('member-portal');
const png = (name = 'transfer.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

let state: BillingState;
let calls: ApiCall[];

beforeEach(() => {
  installFakeXhr();
  state = billingState();
  calls = installBillingApi(state);
});

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = '提交充值通知') {
  const opener = await screen.findByRole('button', { name });
  await waitFor(() => expect(opener).toBeEnabled());
  await user.click(opener);
  return screen.findByRole('dialog', { name });
}

describe('the top-up notice form', () => {
  it('says what is missing or wrong before sending, the screenshot included', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(<TopUpSection />, { loadCatalog: memberCatalog });
    const dialog = await openDialog(user);
    // The first field has the focus (keyboard users start typing at once).
    expect(within(dialog).getByRole('textbox', { name: /^金额（CNY）/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入金额，例如 1000 或 123.45')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写交易流水号')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择转账截图')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^金额/ }), '1000.005');
    await user.upload(within(dialog).getByLabelText(/^转账截图/), new File(['%PDF'], 'transfer.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('CNY 的金额最多 2 位小数')).toBeInTheDocument();
    expect(within(dialog).getByText('截图须为图片（PNG、JPG、WebP 或 GIF）')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("sends the notice as multipart, shows the server's refusal of the screenshot under it, then lists the notice", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TopUpSection />, { loadCatalog: memberCatalog });
    expect(await screen.findByText('还没有充值通知。')).toBeInTheDocument();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^金额/ }), '1,000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^付款方式/ }), '支付宝');
    await user.type(within(dialog).getByRole('textbox', { name: /^交易流水号/ }), ' ALI2026112000001 ');
    await user.type(within(dialog).getByRole('textbox', { name: /^备注/ }), '十一月预付款');
    await user.upload(within(dialog).getByLabelText(/^转账截图/), png());
    await user.click(within(dialog).getByRole('button', { name: '提交' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const sent = FakeXhr.instances[0]!;
    expect(sent.url).toBe('/api/f/billing-management/top-up-notice');
    expect(Object.fromEntries([...sent.body!.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      method: 'alipay',
      amountMinor: '100000',
      currency: 'CNY',
      transferredOn: new Date().toLocaleDateString('sv'),
      reference: 'ALI2026112000001',
      memo: '十一月预付款',
    });
    expect((sent.body!.get('screenshot') as File).name).toBe('transfer.png');
    // The server reads the picture's bytes: its refusal (in the page's language) goes under the field.
    act(() => sent.respond(400, errorBody('转账截图必须是 PNG、JPEG、WebP 或 GIF 图片', [{ message: '转账截图必须是 PNG、JPEG、WebP 或 GIF 图片', members: ['screenshot'] }], 'Billing:ScreenshotNotAnImage')));
    expect(await within(dialog).findByText('转账截图必须是 PNG、JPEG、WebP 或 GIF 图片')).toBeInTheDocument();

    // Another picture: sent, the dialog closes and the list shows the pending notice.
    await user.upload(within(dialog).getByLabelText(/^转账截图/), png('transfer-2.png'));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const notice = topUpNotice({ method: 'alipay', reference: 'ALI2026112000001', memo: '十一月预付款' });
    state.notices = [notice];
    act(() => FakeXhr.instances[1]!.respond(201, notice));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('充值通知已提交：¥1,000.00，待工作人员确认')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '我的充值通知' });
    const row = await within(table).findByRole('row', { name: /ALI2026112000001/ });
    expect(row).toHaveTextContent('¥1,000.00');
    expect(row).toHaveTextContent('支付宝');
    expect(row).toHaveTextContent('待确认');
    expect(calls.filter((call) => call.path === '/api/f/billing-management/top-up-notice/list').length).toBeGreaterThanOrEqual(2);
  });

  it("lists a rejected notice with staff's reason and shows its screenshot, in English", async () => {
    const user = userEvent.setup();
    state.notices = [topUpNotice({ state: TopUpNoticeState.Rejected, rejectReason: 'No such transfer arrived', decisionTime: '2026-11-21T02:00:00.000Z' })];
    // jsdom's FileReader takes only its own Blobs, not those of the fetch the client reads the picture with.
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      Object.defineProperty(this, 'result', { value: 'data:image/png;base64,iVBORw==' });
      this.onload?.(new ProgressEvent('load') as ProgressEvent<FileReader>);
    });
    await renderWithProviders(<TopUpSection />, { locale: 'en', loadCatalog: memberCatalog });
    const table = await screen.findByRole('table', { name: 'My top-up notices' });
    const row = await within(table).findByRole('row', { name: /CMB20261120001/ });
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('No such transfer arrived');
    expect(row).toHaveTextContent('Bank transfer');
    await user.click(within(row).getByRole('button', { name: 'View screenshot CMB20261120001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot of the transfer CMB20261120001' });
    expect(await within(dialog).findByRole('img', { name: 'Screenshot of the transfer: CMB20261120001' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const form = await openDialog(user, 'Send a top-up notice');
    expect(within(form).getByRole('textbox', { name: /^Amount \(CNY\)/ })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^Payment method/ })).toHaveDisplayValue('Bank transfer');
  });
});
