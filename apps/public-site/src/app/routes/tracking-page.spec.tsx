import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { ExceptionReason, OrderStatus } from '@forwarder/api-client';
import { json, orderException, trackingEvent, trackingHistory, trackingNotFound, trackingResult } from '@forwarder/testing';
import { apiClientOptionsFor } from '@forwarder/portal-shell/bootstrap';
import { installApi, renderAt, type ApiCall } from '../test-support';

const ETA = '2026-11-28T10:00:00.000Z';
// The ETA and since when an exception is open are shown in the site's zone (the fixture configuration's Asia/Shanghai).
const ETA_SHOWN = '2026-11-28 18:00 (UTC+08:00)';
// FA…: in transit, no ETA; FB…: in a batch with an ETA; FC…: held by an open exception (explained in the call's language).
const found = (waybillNumber: string, language: string | null) => {
  if (waybillNumber.startsWith('FB')) return trackingResult({ waybillNumber, eta: ETA });
  if (waybillNumber.startsWith('FC')) {
    const en = language === 'en';
    return trackingResult({
      waybillNumber,
      status: OrderStatus.Exception,
      statusDisplayName: en ? 'Exception' : '异常',
      events: [
        trackingEvent({
          time: '2026-11-24T15:00:00.000Z',
          timeZone: '-05:00',
          status: OrderStatus.Exception,
          statusDisplayName: en ? 'Exception' : '异常',
          location: en ? 'New York' : '纽约',
          description: en ? 'The delivery address is incomplete or wrong.' : '收件地址不完整或有误。',
        }),
        ...trackingHistory(),
      ],
      exception: orderException({
        reason: ExceptionReason.ADDRESS_ISSUE,
        reasonDisplayName: en ? 'Address issue' : '地址问题',
        explanation: en
          ? 'The delivery address is incomplete or wrong; we are contacting the recipient to confirm it.'
          : '收件地址不完整或有误，我们正在联系收件人核实地址。',
      }),
    });
  }
  return trackingResult({ waybillNumber });
};
const notFound = trackingNotFound;

let calls: ApiCall[];
const trackingCalls = () => calls.filter((c) => c.path === '/api/f/logistics-management/tracking/list');

beforeEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  Cookies.remove('lang', { path: '/' });
  calls = installApi((call) => {
    if (call.path === '/api/f/logistics-management/tracking/list') {
      const numbers = (call.json as { waybillNumbers: string[] }).waybillNumbers;
      return json(numbers.map((n) => (n.startsWith('F') ? found(n, call.language) : notFound(n))));
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

  it('never makes "|" a waybill number: it separates numbers, and alone it is no number at all (issue 27)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/site/tracking');
    const input = await screen.findByPlaceholderText('最多输入10个运单号');
    await user.type(input, '|');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入至少一个运单号')).toBeInTheDocument();
    expect(screen.queryByText('|')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(trackingCalls()).toHaveLength(0);

    await user.type(input, 'fa1|zz2');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(router.state.location.search).toBe('?numbers=FA1,ZZ2');
    const results = await screen.findByRole('list', { name: '查询结果' });
    expect(within(results).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['FA1', 'ZZ2']);
  });

  describe.each([
    { path: '/site/tracking', placeholder: '最多输入10个运单号', track: '查询', offline: '您已离线，请在网络连接恢复后再查询。' },
    { path: '/en/site/tracking', placeholder: 'enter up to 10 waybill numbers', track: 'Track', offline: 'You are offline. Search again once you are back online.' },
  ])('offline ($path)', ({ path, placeholder, track, offline }) => {
    afterEach(() => jest.restoreAllMocks());

    it('says the browser is offline, keeps the numbers typed and sends nothing (issue 27)', async () => {
      const user = userEvent.setup();
      const { router } = renderAt(path);
      const input = await screen.findByPlaceholderText(placeholder);
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await user.type(input, 'fa1 fa2');
      await user.click(screen.getByRole('button', { name: track }));
      expect(await screen.findByText(offline)).toBeInTheDocument();
      expect(screen.getByText('FA1')).toBeInTheDocument();
      expect(screen.getByText('FA2')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(router.state.navigation.state).toBe('idle');
      expect(trackingCalls()).toHaveLength(0);
    });
  });

  it("the home page's quick entry splits on '|' too, and offline it keeps the text and says why (issue 27)", async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    const entry = await screen.findByRole('search', { name: '运单追踪' });
    const input = within(entry).getByRole('textbox', { name: '运单号' });
    await user.type(input, 'fa1|fa2');
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(entry).getByRole('button', { name: '查询' }));
    expect(await within(entry).findByText('您已离线，请在网络连接恢复后再查询。')).toBeInTheDocument();
    expect(input).toHaveValue('fa1|fa2');
    expect(router.state.location.pathname).toBe('/');
    jest.restoreAllMocks();
    await user.click(within(entry).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?numbers=FA1,FA2'));
    expect(router.state.location.pathname).toBe('/site/tracking');
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
    // The submitted event's text, as the server writes it (the fixtures take it from the server's templates).
    expect(screen.getByText(trackingEvent().description, { exact: false })).toBeInTheDocument();
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

  it("shows each result's latest event in its own zone, the ETA when set and the open exception's explanation", async () => {
    renderAt('/site/tracking?numbers=FA1,FB2,FC3');
    const results = await screen.findByRole('list', { name: '查询结果' });
    const [plain, withEta, held] = within(results).getAllByRole('listitem');
    expect(plain).toHaveTextContent('2026-11-23 22:40 (UTC-05:00) · 纽约 · 包裹已到达目的国');
    expect(plain).not.toHaveTextContent('预计到达');
    expect(within(plain as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(withEta).toHaveTextContent(`预计到达：${ETA_SHOWN}`));
    const alert = within(held as HTMLElement).getByRole('alert', { name: '运输异常：地址问题' });
    expect(alert).toHaveTextContent('我们正在联系收件人核实地址。');
    expect(held).toHaveTextContent('2026-11-24 10:00 (UTC-05:00) · 纽约');
  });

  it('speaks English in the results list: ETA and the explanation the server sent in English', async () => {
    renderAt('/en/site/tracking?numbers=FB2,FC3');
    const results = await screen.findByRole('list', { name: 'Tracking results' });
    const [withEta, held] = within(results).getAllByRole('listitem');
    await waitFor(() => expect(withEta).toHaveTextContent(`Estimated arrival: ${ETA_SHOWN}`));
    const alert = within(held as HTMLElement).getByRole('alert', { name: 'Shipment issue: Address issue' });
    expect(alert).toHaveTextContent('Since 2026-11-24 23:00 (UTC+08:00)');
  });

  it('shows the ETA, the exception and the timeline in its zones on the detail page, in English', async () => {
    renderAt('/en/site/tracking-detail?number=FC3');
    const alert = await screen.findByRole('alert', { name: 'Shipment issue: Address issue' });
    expect(alert).toHaveTextContent('we are contacting the recipient to confirm it.');
    const events = within(screen.getByRole('list', { name: 'Tracking' })).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('time')?.textContent)).toEqual([
      '2026-11-24 10:00 (UTC-05:00)',
      '2026-11-23 22:40 (UTC-05:00)',
      '2026-11-23 14:15 (UTC+08:00)',
      '2026-11-21 09:30 (UTC+08:00)',
      '2026-11-20 10:00 (UTC+08:00)',
    ]);
    expect(events[0]).toHaveTextContent('Exception · New York');
  });

  it('shows the ETA on the detail page, in Chinese', async () => {
    renderAt('/site/tracking-detail?number=FB2');
    const eta = await screen.findByText(/预计到达/);
    await waitFor(() => expect(eta).toHaveTextContent(`预计到达：${ETA_SHOWN}`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '物流轨迹' })).toHaveTextContent('2026-11-23 14:15 (UTC+08:00)');
  });

  it('reaches the × of a number chip with Tab and removes the number with the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/site/tracking');
    const input = await screen.findByPlaceholderText('最多输入10个运单号');
    await user.type(input, 'FA1 FA2 ');
    await user.click(screen.getByRole('heading', { level: 1, name: '运单追踪' }));
    // From before the field: the chips' × come first, in order.
    screen.getByRole('search').focus();
    const removeFirst = screen.getByRole('button', { name: '移除运单号 FA1' });
    for (let i = 0; i < 5 && document.activeElement !== removeFirst; i += 1) await user.tab();
    expect(removeFirst).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('FA1')).not.toBeInTheDocument();
    expect(screen.getByText('FA2')).toBeInTheDocument();
  });

  it('with no answer from the server, says so in the page language: the section 8 toast and a retry, never "Failed to fetch"', async () => {
    let down = true;
    calls = installApi(
      (call) => {
        if (call.path !== '/api/f/logistics-management/tracking/list') return undefined;
        if (down) throw new TypeError('Failed to fetch');
        return json([found('FA1', call.language)]);
      },
      { client: { onError: apiClientOptionsFor({ audience: 'anyone' }).onError } },
    );
    const user = userEvent.setup();
    renderAt('/site/tracking?numbers=FA1');
    expect(await screen.findByText('抱歉，请求没有得到响应')).toBeInTheDocument();
    expect(await screen.findByText('运单查询失败')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '查询结果' })).toBeInTheDocument();
  });

  it("names the origin country in the page language and does not repeat a status as the event's text", async () => {
    calls = installApi((call) => {
      if (call.path !== '/api/f/logistics-management/tracking/list') return undefined;
      const en = call.language === 'en';
      return json([
        trackingResult({
          waybillNumber: 'FD4',
          status: OrderStatus.Delivered,
          statusDisplayName: en ? 'Delivered' : '已签收',
          events: [
            trackingEvent({
              time: '2026-11-25T15:00:00.000Z',
              timeZone: '-05:00',
              status: OrderStatus.Delivered,
              statusDisplayName: en ? 'Delivered' : '已签收',
              location: en ? 'New York' : '纽约',
              description: en ? 'Delivered' : '包裹已签收',
            }),
            ...trackingHistory(),
          ],
        }),
      ]);
    });
    const { unmount } = renderAt('/en/site/tracking-detail?number=FD4');
    const events = within(await screen.findByRole('list', { name: 'Tracking' })).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Delivered · New York');
    expect(events[0]?.textContent?.match(/Delivered/g)).toHaveLength(1);
    expect(screen.getByText(/→/)).toHaveTextContent(/^China → /);
    unmount();
    renderAt('/site/tracking-detail?number=FD4');
    expect(await screen.findByText(/→/)).toHaveTextContent(/^中国 → /);
  });
});
