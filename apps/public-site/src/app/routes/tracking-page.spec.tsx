import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { json, trackingNotFound, trackingResult } from '@forwarder/testing';
import { installApi, renderAt, type ApiCall } from '../test-support';

const found = (waybillNumber: string) => trackingResult({ waybillNumber });
const notFound = trackingNotFound;

let calls: ApiCall[];
const trackingCalls = () => calls.filter((c) => c.path === '/api/f/logistics-management/tracking/list');

beforeEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  Cookies.remove('lang', { path: '/' });
  calls = installApi((call) => {
    if (call.path === '/api/f/logistics-management/tracking/list') {
      const numbers = (call.json as { waybillNumbers: string[] }).waybillNumbers;
      return json(numbers.map((n) => (n.startsWith('FA') ? found(n) : notFound(n))));
    }
    return undefined;
  });
});

describe('tracking page', () => {
  it('turns typed and pasted numbers into chips, merges duplicates and refuses the 11th', async () => {
    const user = userEvent.setup();
    renderAt('/site/tracking');
    const input = await screen.findByPlaceholderText('最多输入10个运单号');
    await user.type(input, 'fa1 fa2,FA1，fa3{Enter}');
    for (const n of ['FA1', 'FA2', 'FA3']) expect(screen.getByText(n)).toBeInTheDocument();
    expect(screen.getAllByText('FA1')).toHaveLength(1);

    input.focus();
    fireEvent.paste(input, { clipboardData: { getData: () => 'N4\nN5 N6,N7，N8 N9 N10 N11' } });
    expect(await screen.findByText('N10')).toBeInTheDocument();
    expect(screen.queryByText('N11')).not.toBeInTheDocument();
    expect(screen.getByText(/最多只能输入 10 个运单号，未添加：N11/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '移除运单号 FA2' }));
    expect(screen.queryByText('FA2')).not.toBeInTheDocument();
  });

  it('puts the numbers into the URL and lists the results, with No Record found for unknown numbers', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/en/site/tracking');
    const input = await screen.findByPlaceholderText('enter up to 10 waybill numbers');
    await user.type(input, 'fa1 zz9');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(router.state.location.search).toBe('?numbers=FA1,ZZ9');
    const results = await screen.findByRole('list', { name: 'Tracking results' });
    expect(within(results).getByRole('heading', { name: 'FA1' })).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'ZZ9' })).toBeInTheDocument();
    expect(within(results).getByText('Not found')).toBeInTheDocument();
  });

  it("shows 'No Record found' when no number is found", async () => {
    renderAt('/en/site/tracking?numbers=zz1,zz2');
    expect(await screen.findByText('No Record found')).toBeInTheDocument();
  });

  it('restores the list from the detail page without a new request, and resets when opened from elsewhere', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/site/tracking?numbers=FA1,FA2');
    await screen.findByRole('list', { name: '查询结果' });
    expect(trackingCalls()).toHaveLength(1);

    await user.click(screen.getAllByRole('link', { name: /查看详情/ })[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: '运单详情' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?number=FA2');
    expect(await screen.findByText(/包裹已到达目的国/)).toBeInTheDocument();
    expect(screen.getByText(/已下单，等待包裹入库/)).toBeInTheDocument();
    expect(trackingCalls()).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: '返回查询结果' }));
    expect(await screen.findByRole('list', { name: '查询结果' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?numbers=FA1,FA2');
    expect(trackingCalls()).toHaveLength(2);

    // Opened from another page (a plain link without numbers): the empty form.
    await act(() => router.navigate('/site'));
    await act(() => router.navigate('/site/tracking'));
    expect(await screen.findByPlaceholderText('最多输入10个运单号')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '查询结果' })).not.toBeInTheDocument();
    expect(screen.queryByText('FA1')).not.toBeInTheDocument();
  });
});
