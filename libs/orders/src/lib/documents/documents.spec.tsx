/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { installApi, type ApiCall } from '@forwarder/testing';
import { renderShipping as renderWithProviders } from '../../testing/render-shipping';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomsPapers } from './customs-papers';
import { LABEL_FORMAT_KEY } from './label-format';
import { PrintLabels } from './print-labels';

const file = (name: string, type: string) =>
  new Response('%PDF-1.3', { status: 200, headers: { 'content-type': type, 'content-disposition': `inline; filename="${name}"` } });

let calls: ApiCall[];
let saved: string[];
let click: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  calls = installApi((call) => {
    if (call.path.startsWith('/api/f/logistics-management/order/label/')) {
      return call.query.get('format') === 'zpl' ? file('label-FA100000017CN.zpl', 'application/zpl') : file('label-FA100000017CN.pdf', 'application/pdf');
    }
    if (call.path === '/api/f/logistics-management/order/labels') return file('labels-2-orders.pdf', 'application/pdf');
    if (call.path.startsWith('/api/f/logistics-management/order/customs-document/')) return file('cn22-FA100000017CN.pdf', 'application/pdf');
    if (call.path === '/api/f/logistics-management/order/customs-documents') return file('commercial-invoices-2-orders.pdf', 'application/pdf');
    return undefined;
  });
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => click.mockRestore());

describe('print labels', () => {
  it("saves one order's labels under the server's file name, as a 100×150 PDF by default", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PrintLabels ids={['o1']} />);
    expect(screen.getByRole('combobox', { name: '标签格式' })).toHaveValue('pdf-100x150');
    await user.click(screen.getByRole('button', { name: '打印标签' }));
    await waitFor(() => expect(saved).toEqual(['label-FA100000017CN.pdf']));
    expect(calls.at(-1)?.path).toBe('/api/f/logistics-management/order/label/o1');
    expect(calls.at(-1)?.query.get('format')).toBe('pdf-100x150');
  });

  it('remembers the chosen format in this browser and uses it for the next print', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<PrintLabels ids={['o1']} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '标签格式' }), 'zpl');
    expect(window.localStorage.getItem(LABEL_FORMAT_KEY)).toBe('zpl');
    unmount();
    await renderWithProviders(<PrintLabels ids={['o1']} />);
    expect(screen.getByRole('combobox', { name: '标签格式' })).toHaveValue('zpl');
    await user.click(screen.getByRole('button', { name: '打印标签' }));
    await waitFor(() => expect(saved).toEqual(['label-FA100000017CN.zpl']));
  });

  it('prints a selection in one file, counted on the button, and is disabled without one', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(LABEL_FORMAT_KEY, 'not-a-format');
    const { unmount } = await renderWithProviders(<PrintLabels ids={['o1', 'o2']} showCount />);
    await user.click(screen.getByRole('button', { name: '打印标签（2）' }));
    await waitFor(() => expect(saved).toEqual(['labels-2-orders.pdf']));
    expect(calls.at(-1)?.json).toEqual({ ids: ['o1', 'o2'] });
    expect(calls.at(-1)?.query.get('format')).toBe('pdf-100x150');
    unmount();
    await renderWithProviders(<PrintLabels ids={[]} showCount />);
    expect(screen.getByRole('button', { name: '打印标签（0）' })).toBeDisabled();
  });

  it('reads in English, in the merchant portal too', async () => {
    await renderWithProviders(<PrintLabels ids={['o1']} />, { locale: 'en', portal: 'merchant-portal' });
    expect(screen.getByRole('combobox', { name: 'Label format' })).toHaveDisplayValue('100×150 mm thermal label (PDF)');
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeInTheDocument();
  });
});

describe('customs papers', () => {
  it("saves one order's declaration and a selection's invoices under the server's names", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<CustomsPapers ids={['o1']} />);
    expect(screen.getByRole('group', { name: '报关单据' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '报关单 CN22/CN23' }));
    await waitFor(() => expect(saved).toEqual(['cn22-FA100000017CN.pdf']));
    expect(calls.at(-1)?.query.get('kind')).toBe('cn23');
    unmount();
    await renderWithProviders(<CustomsPapers ids={['o1', 'o2']} />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Customs papers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Commercial invoice / packing list' }));
    await waitFor(() => expect(saved).toEqual(['cn22-FA100000017CN.pdf', 'commercial-invoices-2-orders.pdf']));
    expect(calls.at(-1)?.query.get('kind')).toBe('commercial-invoice');
  });
});
