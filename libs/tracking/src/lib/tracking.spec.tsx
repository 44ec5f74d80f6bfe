import { ExceptionReason } from '@forwarder/api-client';
import { appCatalog, orderException, renderWithProviders, trackingHistory } from '@forwarder/testing';
import { screen, within } from '@testing-library/react';
import { EstimatedArrival } from './estimated-arrival';
import { eventDescription } from './event-text';
import { ExceptionAlert } from './exception-alert';
import { TrackingTimeline } from './tracking-timeline';

// The lib's messages live in the catalogs of the apps that mount it; the public site's is one of them.
const loadCatalog = appCatalog('public-site');

describe('tracking timeline', () => {
  it("lists the events newest first, each at its own place's UTC offset, whatever the viewer's zone", async () => {
    // Oldest first on purpose: the timeline orders them itself.
    await renderWithProviders(<TrackingTimeline events={[...trackingHistory()].reverse()} />, { loadCatalog });
    const list = screen.getByRole('list', { name: '物流轨迹' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '2026-11-23 22:40 (UTC-05:00)', // New York: still the 23rd there, already the 24th in UTC
      '2026-11-23 14:15 (UTC+08:00)',
      '2026-11-21 09:30 (UTC+08:00)',
      '2026-11-20 10:00 (UTC+08:00)',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('运输中 · 纽约');
    expect(items[0]).toHaveTextContent('包裹已到达目的国');
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T03:40:00.000Z');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('speaks English and says when there is nothing yet', async () => {
    await renderWithProviders(<TrackingTimeline events={[]} />, { loadCatalog, locale: 'en' });
    expect(screen.getByText('No tracking events yet.')).toBeInTheDocument();
    await renderWithProviders(<TrackingTimeline events={trackingHistory()} />, { loadCatalog, locale: 'en' });
    expect(screen.getByRole('list', { name: 'Tracking' })).toHaveTextContent('2026-11-23 22:40 (UTC-05:00)');
  });

  it('does not repeat the status as the description (English "Delivered · Delivered")', async () => {
    const [latest, ...rest] = trackingHistory();
    if (!latest) throw new Error('fixture without events');
    const delivered = { ...latest, statusDisplayName: 'Delivered', location: 'New York', description: 'Delivered' };
    await renderWithProviders(<TrackingTimeline events={[delivered, ...rest]} />, { loadCatalog, locale: 'en' });
    const first = within(screen.getByRole('list', { name: 'Tracking' })).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Delivered · New York');
    expect(first?.textContent?.match(/Delivered/g)).toHaveLength(1);
  });
});

describe('event description', () => {
  it('is the description unless it only repeats the status name', () => {
    expect(eventDescription({ statusDisplayName: 'Delivered', description: 'Delivered' })).toBeNull();
    expect(eventDescription({ statusDisplayName: 'Delivered', description: ' delivered ' })).toBeNull();
    expect(eventDescription({ statusDisplayName: '已签收', description: '包裹已签收' })).toBe('包裹已签收');
    expect(eventDescription({ statusDisplayName: 'In transit', description: '' })).toBeNull();
  });
});

describe('exception alert', () => {
  it('names the reason and gives the explanation and since when, as an alert', async () => {
    const exception = orderException();
    await renderWithProviders(<ExceptionAlert exception={exception} timeZone="Asia/Shanghai" />, { loadCatalog });
    const alert = screen.getByRole('alert', { name: '运输异常：地址问题' });
    expect(alert).toHaveTextContent('收件地址不完整或有误，我们正在联系收件人核实地址。');
    // Since when, in the site's zone, named (2026-11-24T15:00Z is the 24th at 23:00 in Shanghai).
    expect(alert).toHaveTextContent('自 2026-11-24 23:00 (UTC+08:00) 起');
    expect(within(alert).getByText('2026-11-24 23:00 (UTC+08:00)')).toHaveAttribute('dateTime', exception.since);
  });

  it('in English, with the explanation the server sent in English', async () => {
    const exception = orderException({
      reason: ExceptionReason.CUSTOMS_DOCUMENTS,
      reasonDisplayName: 'Customs documents',
      explanation: 'Customs needs more documents (such as an invoice or packing list); please send them as soon as you can.',
    });
    await renderWithProviders(<ExceptionAlert exception={exception} size="sm" timeZone="America/New_York" />, { loadCatalog, locale: 'en' });
    const alert = screen.getByRole('alert', { name: 'Shipment issue: Customs documents' });
    expect(alert).toHaveTextContent('please send them as soon as you can.');
    expect(alert).toHaveTextContent('Since 2026-11-24 10:00 (UTC-05:00)');
  });
});

describe('estimated arrival', () => {
  it("shows the ETA in the site's zone, named, in both languages, and nothing without one", async () => {
    // Issue 27: customers read "(UTC+00:00)" (the viewer's zone); the ETA is now in the site's zone.
    const { unmount } = await renderWithProviders(<EstimatedArrival eta="2026-11-28T02:00:00.000Z" timeZone="Asia/Shanghai" />, { loadCatalog });
    expect(screen.getByText(/预计到达/)).toHaveTextContent('预计到达：2026-11-28 10:00 (UTC+08:00)');
    unmount();
    const english = await renderWithProviders(<EstimatedArrival eta="2026-11-28T02:00:00.000Z" timeZone="Asia/Shanghai" />, { loadCatalog, locale: 'en' });
    expect(screen.getByText(/Estimated arrival/)).toHaveTextContent('Estimated arrival: 2026-11-28 10:00 (UTC+08:00)');
    english.unmount();
    const { container } = await renderWithProviders(<EstimatedArrival eta={null} timeZone="Asia/Shanghai" />, { loadCatalog });
    expect(container).toBeEmptyDOMElement();
  });
});
