import { installApi } from '@forwarder/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderShipping } from '../../testing/render-shipping';
import { OrderDetailPage } from './order-detail-page';

// The page frame both portals mount (their route files only re-export it): the h1 and the document title in the
// page's language, whichever portal shows it.
describe('shipping pages', () => {
  beforeEach(() =>
    // An id that is not a UUID: the detail asks the server nothing.
    installApi(() => {
      throw new Error('no request expected');
    }),
  );

  it("titles the member's page in Chinese", async () => {
    await renderShipping(<OrderDetailPage />, { initialPath: '/user/order-detail?id=x' });
    expect(await screen.findByRole('heading', { level: 1, name: '订单详情' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('订单详情'));
  });

  it("titles the merchant's page in English", async () => {
    await renderShipping(<OrderDetailPage />, { portal: 'merchant-portal', locale: 'en', initialPath: '/en/merchant/order-detail?id=x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order details'));
  });
});
