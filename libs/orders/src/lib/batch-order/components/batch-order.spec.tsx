/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationKey, type CreateOrderInput, type OrderExcelPreview } from '@forwarder/api-client';
import { address, installApi, json, profile, type ApiCall } from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { BatchOrder } from './batch-order';

jest.setTimeout(20_000);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = 'orders.xlsx', content = 'PK\u0003\u0004 sheet') => new File([content], name, { type: XLSX_TYPE });
const sender = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '王小明',
  companyName: '',
  phoneNumber: '+86 138 0000 0000',
  email: '',
  countryCode: 'CN',
  area: '中国-广东省-深圳市-南山区',
  street: '科技园 1 号',
  postalCode: '518057',
};
const order = (name: string): CreateOrderInput => ({
  routingId: '00000000-0000-4000-8000-000000000100',
  sender: { name: sender.name, phoneNumber: sender.phoneNumber, regionLv0Id: sender.id, street: sender.street, postalCode: sender.postalCode },
  receiver: { name, phoneNumber: '+1 212 555 0100', regionLv0Id: sender.id, street: '350 5th Ave', postalCode: '10118' },
  parcels: [{ quantity: 1, weightKg: 2, lengthCm: 10, widthCm: 10, heightCm: 10 }],
  declaredItems: [{ name: '耳机', nameEn: 'Earphones', quantity: 1, unitValue: 10, currency: 'USD' }],
});
const columns = [
  { key: 'routingCode', title: '线路代码', letter: 'A', required: true, members: ['routingId'] },
  { key: 'customerReference', title: '客户单号', letter: 'B', required: false, members: ['customerReference'] },
  { key: 'receiverName', title: '收件人姓名', letter: 'C', required: true, members: ['receiver', 'receiver.name'] },
  { key: 'receiverPhoneNumber', title: '收件人电话', letter: 'E', required: true, members: ['receiver.phoneNumber'] },
];
const values = (name: string, phone: string, ref: string) => ({ routingCode: 'AIR-STD', customerReference: ref, receiverName: name, receiverPhoneNumber: phone });
const preview: OrderExcelPreview = {
  fileName: 'orders.xlsx',
  totalCount: 3,
  validCount: 2,
  invalidCount: 1,
  columns,
  rows: [
    { rowNumber: 2, isValid: true, values: values('John Smith', '+1 212 555 0100', 'REF-1'), errors: [], order: order('John Smith') },
    {
      rowNumber: 3,
      isValid: false,
      values: values('Jane Doe', 'abc', 'REF-2'),
      errors: [{ column: 'receiverPhoneNumber', letter: 'E', message: '收件人电话格式不正确' }],
      order: null,
    },
    { rowNumber: 4, isValid: true, values: values('Bob Lee', '+1 212 555 0101', 'REF-3'), errors: [], order: order('Bob Lee') },
  ],
};

let calls: ApiCall[];
let batchAnswer: () => Response;

beforeEach(() => {
  installFakeXhr();
  batchAnswer = () =>
    json({
      items: [
        { id: '00000000-0000-4000-8000-0000000000a1', waybillNumber: 'FA100000019CN', customerReference: 'REF-1' },
        { id: '00000000-0000-4000-8000-0000000000a2', waybillNumber: 'FA100000022CN', customerReference: 'REF-3' },
      ],
    });
  calls = installApi((call) => {
    if (call.path === '/api/f/user-management/profile/my') {
      const defaultSender = address({ ...sender });
      return json(profile({ defaultSenderAddressId: defaultSender.id, defaultSenderAddress: defaultSender }));
    }
    if (call.path === '/api/f/logistics-management/order/batch') return batchAnswer();
    return undefined;
  });
});

async function uploadPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('batch-upload-input'), xlsx());
  const xhr = FakeXhr.instances[0]!;
  act(() => xhr.respond(200, preview));
  return screen.findByRole('heading', { level: 2, name: '核对预览' });
}

describe('batch order: client-side refusals', () => {
  it('refuses wrong, empty and oversized files in Chinese without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderShipping(<BatchOrder />);
    expect(await screen.findByTestId('batch-default-sender')).toHaveTextContent('王小明');

    await user.upload(screen.getByTestId('batch-upload-input'), new File(['a,b'], 'orders.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“orders.csv” 不是 .xlsx 文件。请在 Excel 或 WPS 中另存为 “Excel 工作簿 (.xlsx)” 后再上传。',
    );
    await user.upload(screen.getByTestId('batch-upload-input'), new File(['x'], 'photo.xlsx', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“photo.xlsx” 不是 .xlsx 文件。请使用下载的订单模板填写后上传。');
    await user.upload(screen.getByTestId('batch-upload-input'), xlsx('empty.xlsx', ''));
    expect(screen.getByRole('alert')).toHaveTextContent('“empty.xlsx” 是空文件，无法上传。');
    const big = xlsx('big.xlsx');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.drop(screen.getByTestId('batch-dropzone'), { dataTransfer: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('“big.xlsx” 超过 5 MB，无法上传。请拆分为多个文件。');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('says the same in English', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderShipping(<BatchOrder />, { locale: 'en' });
    await user.upload(screen.getByTestId('batch-upload-input'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('“setup.exe” is not an .xlsx file. Fill in the downloaded order template and upload that.');
    const big = xlsx('big.xlsx');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByTestId('batch-upload-input'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('“big.xlsx” is larger than 5 MB. Split it into several files.');
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe('batch order: upload and preview', () => {
  it('shows progress, lets the upload be cancelled, and shows server refusals inline', async () => {
    const user = userEvent.setup();
    await renderShipping(<BatchOrder />);
    await user.upload(screen.getByTestId('batch-upload-input'), xlsx());
    const first = FakeXhr.instances[0]!;
    expect(first.url).toBe('/api/f/logistics-management/order/preview-by-excel');
    expect((first.body?.get('file') as File).name).toBe('orders.xlsx');
    act(() => first.progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: '取消上传' }));
    expect(first.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('已取消上传，可以重新选择文件。');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.upload(screen.getByTestId('batch-upload-input'), xlsx());
    act(() =>
      FakeXhr.instances[1]!.respond(400, {
        error: { code: 'Logistics:TooManyRows', message: '每次最多导入 5000 行订单,当前文件有 6000 行。', details: null, validationErrors: null },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('表格未通过检查：orders.xlsx');
    expect(alert).toHaveTextContent('每次最多导入 5000 行订单,当前文件有 6000 行。');
    expect(alert).toHaveTextContent('请把订单拆分到多个文件，分批上传。');
  });

  it('flags invalid cells, counts the rows, pages and filters', async () => {
    const user = userEvent.setup();
    await renderShipping(<BatchOrder />);
    await uploadPreview(user);
    expect(screen.getByTestId('batch-total')).toHaveTextContent('3');
    expect(screen.getByTestId('batch-valid')).toHaveTextContent('2');
    expect(screen.getByTestId('batch-invalid')).toHaveTextContent('1');

    const table = screen.getByRole('table', { name: '订单预览' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: /收件人电话\s*（必填）/ })).toBeInTheDocument();
    const bad = within(table).getByRole('row', { name: /^3 / });
    const cell = within(bad).getByText('收件人电话格式不正确').closest('td')!;
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveTextContent('abc');
    expect(within(bad).getByText('1 处错误')).toBeInTheDocument();
    expect(table.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: '只看有错误的行（1）' }));
    expect(within(screen.getByRole('table', { name: '订单预览' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 行有错误，提交时将被跳过，只创建 2 个有效订单。也可以先修改表格再重新上传。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新选择文件' }));
    expect(await screen.findByRole('button', { name: '选择文件' })).toHaveFocus();
  });
});

describe('batch order: confirm', () => {
  it('creates the valid rows, lists the waybills and refreshes the order lists', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderShipping(<BatchOrder />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await uploadPreview(user);
    await user.click(screen.getByRole('button', { name: '提交 2 个有效订单' }));

    expect(await screen.findByRole('heading', { level: 2, name: '下单完成' })).toHaveFocus();
    const sent = JSON.parse(calls.find((call) => call.path.endsWith('/order/batch'))!.body) as { orders: Array<{ receiver: { name: string } }> };
    expect(sent.orders.map((o) => o.receiver.name)).toEqual(['John Smith', 'Bob Lee']);
    expect(screen.getByText('已创建 2 个订单。')).toBeInTheDocument();
    expect(screen.getByText('有错误的 1 行已跳过，修改后可以再上传一次。')).toBeInTheDocument();
    const result = screen.getByRole('table', { name: '已创建的运单' });
    expect(within(result).getByRole('link', { name: 'FA100000019CN' })).toHaveAttribute(
      'href',
      '/user/order-detail?id=00000000-0000-4000-8000-0000000000a1',
    );
    expect(within(result).getByRole('row', { name: /4 FA100000022CN REF-3/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在我的运单中查看' })).toHaveAttribute('href', '/user/my-order?waybill=FA100000019CN%2CFA100000022CN');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: operationKey('getOrderList') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: operationKey('getOrderStatusSummary') });
  });

  it('maps refused orders back to their sheet rows and skips them next time', async () => {
    const user = userEvent.setup();
    batchAnswer = () =>
      json(
        {
          error: {
            code: 'Validation',
            message: 'Your request is not valid!',
            details: null,
            validationErrors: [{ message: '线路 AIR-STD 已停用', members: ['orders[1].routingId'] }],
          },
        },
        400,
      );
    await renderShipping(<BatchOrder />);
    await uploadPreview(user);
    await user.click(screen.getByRole('button', { name: '提交 2 个有效订单' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('提交被拒绝：1 行未通过检查，没有创建任何订单。');
    expect(alert).toHaveTextContent('第 4 行 · 线路代码：线路 AIR-STD 已停用');
    const row = within(screen.getByRole('table', { name: '订单预览' })).getByRole('row', { name: /^4 / });
    expect(within(row).getByText('线路 AIR-STD 已停用').closest('td')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('batch-invalid')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: '提交 1 个有效订单' })).toBeEnabled();
  });
});
