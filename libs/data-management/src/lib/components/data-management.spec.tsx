/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { MerchantDataCategory, type MerchantData } from '@forwarder/api-client';
import { apiError, errorBody, installApi, json, renderWithProviders, sourceCatalog, uuid, type ApiCall } from '@forwarder/testing';
import { DataManagementViews } from './data-management-page';

const LIST = '/api/f/merchant-management/merchant-datas';
const renderFeature = (initialPath: string) =>
  renderWithProviders(<DataManagementViews />, { initialPath, routePath: '/merchant/merchant-datas', loadCatalog: sourceCatalog });
// Record ids are UUIDs, as the contract says (the harness checks every answer against it).
const R1 = uuid(1);
const R2 = uuid(2);
const NEW = uuid(3);
const record = (id: string, title: string): MerchantData => ({
  id,
  title,
  description: '',
  category: MerchantDataCategory.Invoice,
  categoryDisplayName: '发票',
  files: [
    { id: uuid(100), fileName: 'invoice.pdf', contentType: 'application/pdf', size: 1536, uploadTime: '2026-11-20T02:00:00.000Z' },
  ],
  fileCount: 1,
  totalSize: 1536,
  creationTime: '2026-11-20T02:00:00.000Z',
});
jest.setTimeout(30_000);
let calls: ApiCall[];
const listCalls = () => calls.filter((call) => call.path === LIST);

beforeEach(() => {
  installFakeXhr();
  calls = installApi((call) => {
    if (call.path === LIST) return json({ totalCount: 9, items: [record(R1, '十一月发票'), record(R2, '装箱单 46')] });
    if (call.path === `${LIST}/${R1}` && call.method === 'PUT') {
      const body = call.json as { title: string; description: string; category: number };
      return json({ ...record(R1, body.title), description: body.description, category: body.category, categoryDisplayName: '装箱单' });
    }
    if (call.path === `${LIST}/${R1}` && call.method === 'DELETE') return new Response(null, { status: 204 });
    if (call.path === `${LIST}/${R1}`) return json(record(R1, '十一月发票'));
    if (call.path === `${LIST}/${NEW}`) return json(record(NEW, '新资料'));
    return undefined;
  }, { session: { tokenType: 'Bearer', accessToken: 't' } });
});

const pdf = (name = 'invoice.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('list filters ↔ URL', () => {
  it('sends the URL filters to the server and writes new filters into the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderFeature('/merchant/merchant-datas?keyword=发票&category=10&from=2026-11-01&to=2026-11-20&page=2');
    expect(await screen.findByRole('link', { name: '十一月发票' })).toBeInTheDocument();
    const first = listCalls()[0]!.query;
    expect(first.get('keyword')).toBe('发票');
    expect(first.get('category')).toBe('10');
    expect(first.get('maxResultCount')).toBe('7');
    expect(first.get('skipCount')).toBe('7');
    expect(first.get('creationTimeFrom')).toBe(new Date(2026, 10, 1).toISOString());
    expect(first.get('creationTimeTo')).toBe(new Date(2026, 10, 21).toISOString());
    // The inputs show the URL's filters.
    expect(screen.getByLabelText('关键词')).toHaveValue('发票');
    expect(screen.getByLabelText('分类')).toHaveValue('10');
    expect(screen.getByText('第 2 / 2 页，共 9 条')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('关键词'));
    await user.type(screen.getByLabelText('关键词'), '装箱');
    await user.selectOptions(screen.getByLabelText('分类'), '20');
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=%E8%A3%85%E7%AE%B1&category=20&from=2026-11-01&to=2026-11-30'),
    );
    await waitFor(() => expect(listCalls().at(-1)!.query.get('category')).toBe('20'));
    expect(listCalls().at(-1)!.query.get('skipCount')).toBe('0');
    expect(listCalls().at(-1)!.query.get('creationTimeTo')).toBe(new Date(2026, 11, 1).toISOString());

    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('关键词')).toHaveValue('');
  });

  it('pages through the list with ?page=', async () => {
    const user = userEvent.setup();
    const { router } = await renderFeature('/merchant/merchant-datas');
    await screen.findByText('第 1 / 2 页，共 9 条');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listCalls().at(-1)!.query.get('skipCount')).toBe('7'));
  });
});

describe('detail', () => {
  it('shows metadata and files with a human-readable size', async () => {
    await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    expect(await screen.findByRole('heading', { name: '十一月发票' })).toBeInTheDocument();
    const files = screen.getByRole('table');
    expect(within(files).getByText('invoice.pdf')).toBeInTheDocument();
    expect(within(files).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: '下载 invoice.pdf' })).toBeInTheDocument();
  });

  it('names the file type for people, not as a MIME string', async () => {
    await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    const files = await screen.findByRole('table');
    expect(within(files).getByText('PDF 文档')).toBeInTheDocument();
    expect(within(files).queryByText('application/pdf')).not.toBeInTheDocument();
  });

  it('edits title, description and category in a dialog and shows the saved record', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑资料' });
    expect(within(dialog).getByLabelText(/^标题/)).toHaveValue('十一月发票');
    await user.clear(within(dialog).getByLabelText(/^标题/));
    await user.type(within(dialog).getByLabelText(/^标题/), '十一月发票（更正）');
    await user.type(within(dialog).getByLabelText('说明'), '金额已更正');
    await user.selectOptions(within(dialog).getByLabelText('分类'), '20');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.json).toEqual({ title: '十一月发票（更正）', description: '金额已更正', category: 20 });
    expect(await screen.findByRole('heading', { name: '十一月发票（更正）' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['api-f', 'getMerchantDataList'] });
  });

  it('keeps the edit dialog open with the check or the server error under the field', async () => {
    const user = userEvent.setup();
    calls = installApi((call) => {
      if (call.method === 'PUT') return apiError(400, '您的请求无效。', [{ message: '标题已存在。', members: ['title'] }]);
      if (call.path === `${LIST}/${R1}`) return json(record(R1, '十一月发票'));
      return undefined;
    }, { session: { tokenType: 'Bearer', accessToken: 't' } });
    await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑资料' });
    await user.clear(within(dialog).getByLabelText(/^标题/));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^标题/), '重名');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('标题已存在。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '十一月发票' })).toBeInTheDocument();
  });

  it('deletes a record after a confirmation naming it, then shows the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除资料' });
    expect(within(dialog).getByText(/确定删除“十一月发票”及其 1 个文件吗/)).toBeInTheDocument();
    // Cancelling deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${LIST}/${R1}`]);
    expect(await screen.findByRole('link', { name: '装箱单 46' })).toBeInTheDocument();
  });

  it('says in the dialog why a delete failed', async () => {
    const user = userEvent.setup();
    calls = installApi((call) => {
      if (call.method === 'DELETE') return apiError(404, '找不到该对象。');
      if (call.path === `${LIST}/${R1}`) return json(record(R1, '十一月发票'));
      return undefined;
    }, { session: { tokenType: 'Bearer', accessToken: 't' } });
    await renderFeature(`/merchant/merchant-datas?id=${R1}`);
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '确认删除' }));
    expect(await within(dialog).findByText('找不到该对象。')).toBeInTheDocument();
  });

  it('shows a not-found message for a missing or foreign record', async () => {
    await renderFeature('/merchant/merchant-datas?id=someone-elses');
    expect(await screen.findByText('找不到这条资料')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回资料列表' })).toBeInTheDocument();
  });
});

describe('upload widget', () => {
  async function openForm() {
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderFeature('/merchant/merchant-datas?new=1');
    await screen.findByRole('button', { name: '开始上传' });
    return { user, ...view };
  }

  it('states the rules and refuses a file of another type before sending', async () => {
    const { user } = await openForm();
    expect(screen.getByText(/支持 PDF、PNG、JPG、JPEG、XLSX、DOCX、CSV、TXT；每个文件不超过 10 MB/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^标题/), '安装包');
    await user.upload(screen.getByTestId('data-upload-input'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(/不支持此文件类型/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('请先移除不符合要求的文件。')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
    // Removing the refused file clears the way.
    await user.click(screen.getByRole('button', { name: '移除 setup.exe' }));
    expect(screen.queryByText(/不支持此文件类型/)).not.toBeInTheDocument();
  });

  it('flags the same file picked twice and sends nothing until it is removed', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/^标题/), '重复');
    const file = pdf('a.pdf');
    await user.upload(screen.getByTestId('data-upload-input'), file);
    fireEvent.drop(screen.getByTestId('data-upload-dropzone'), { dataTransfer: { files: [file] } });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1]!).getByText('这个文件已经选过了，请移除重复的一份。')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('请先移除不符合要求的文件。')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file over 10 MiB before sending (drag and drop)', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/^标题/), '大文件');
    const big = pdf('big.pdf', 1);
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.drop(screen.getByTestId('data-upload-dropzone'), { dataTransfer: { files: [big] } });
    expect(await screen.findByText('文件超过 10 MB，无法上传。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('requires a title and a file', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows progress, then opens the new record and refreshes the list', async () => {
    const { user, router, queryClient } = await openForm();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText(/^标题/), '新资料');
    await user.upload(screen.getByTestId('data-upload-input'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.url).toBe('/api/f/merchant-management/merchant-datas');
    expect(xhr.headers['authorization']).toBe('Bearer t');
    expect(xhr.body?.get('title')).toBe('新资料');
    expect(xhr.body?.getAll('files')).toHaveLength(2);
    act(() => {
      xhr.progress(40, 100);
    });
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    act(() => {
      xhr.respond(200, record(NEW, '新资料'));
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${NEW}`));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['api-f', 'getMerchantDataList'] });
    expect(await screen.findByRole('heading', { name: '新资料' })).toBeInTheDocument();
  });

  it('cancels a running upload', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/^标题/), '取消我');
    await user.upload(screen.getByTestId('data-upload-input'), pdf());
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => {
      FakeXhr.instances[0]!.progress(10, 100);
    });
    await user.click(await screen.findByRole('button', { name: '取消上传' }));
    expect(FakeXhr.instances[0]!.aborted).toBe(true);
    expect(await screen.findByText('上传已取消，未保存任何内容。')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始上传' })).toBeInTheDocument();
  });

  it('maps server validation errors onto the files and fields', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/^标题/), '两份文件');
    await user.upload(screen.getByTestId('data-upload-input'), [pdf('ok.pdf'), pdf('fake.pdf')]);
    await user.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => {
      FakeXhr.instances[0]!.respond(
      400,
      errorBody('您的请求无效。', [
        { message: '文件 fake.pdf 的内容与扩展名不符。', members: ['files[1]'] },
        { message: '标题已存在。', members: ['title'] },
      ]),
    );
    });
    const items = await screen.findAllByRole('listitem');
    expect(await within(items[1]!).findByText('文件 fake.pdf 的内容与扩展名不符。')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('标题已存在。')).toBeInTheDocument();
    expect(screen.getByText('您的请求无效。')).toBeInTheDocument();
  });
});
