import { installApi } from '@forwarder/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderShipping } from '../../testing/render-shipping';
import { OrderDetailPage } from '../pages/order-detail-page';
import { orderDetailPath, useShippingPaths } from './shipping-paths';

function Probe() {
  const paths = useShippingPaths();
  return <output>{paths.orderDetailOf('a/b')}</output>;
}

describe('shipping paths', () => {
  it("links a shared screen within the portal that shows it, in the page's language", async () => {
    // An id that is not a UUID: the detail asks nothing, says so and links back to the portal's own My waybills.
    installApi(() => {
      throw new Error('no request expected');
    });
    await renderShipping(<OrderDetailPage />, { portal: 'merchant-portal', locale: 'en', initialPath: '/en/merchant/order-detail?id=x' });
    expect(await screen.findByRole('link', { name: 'Back to my waybills' })).toHaveAttribute('href', '/en/merchant/my-order');
  });

  it("builds an order's detail path of the portal's routes", async () => {
    await renderShipping(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('/user/order-detail?id=a%2Fb');
    expect(orderDetailPath({ orderDetail: '/merchant/order-detail' }, 'x y')).toBe('/merchant/order-detail?id=x%20y');
  });

  it('refuses to render without the routes of a portal, rather than link to another portal', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter>
          <Probe />
        </MemoryRouter>,
      ),
    ).toThrow(/no shipping routes provided/);
  });
});
