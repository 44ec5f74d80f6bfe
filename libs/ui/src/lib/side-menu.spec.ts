import { isMenuItemActive, showsSideMenu } from './side-menu';

describe('active menu matching', () => {
  it.each([
    ['/user/center', '/user/center', true],
    ['/user/my-order/123', '/user/my-order', true],
    ['/user/my-order/', '/user/my-order', true],
    ['/user/order-detail', '/user/order', false],
    ['/user/center', '/user/order', false],
    ['/merchant/merchant-datas', '/merchant/merchant-datas', true],
    ['/', '/', true],
    ['/user', '/', false],
  ])('%s with item %s → %s', (current, item, active) => {
    expect(isMenuItemActive(current, item)).toBe(active);
  });

  it('hides the side menu on the full-width pages only', () => {
    const fullWidth = ['/user/order', '/user/batch-order'];
    expect(showsSideMenu('/user/order', fullWidth)).toBe(false);
    expect(showsSideMenu('/user/batch-order/', fullWidth)).toBe(false);
    expect(showsSideMenu('/user/order-detail', fullWidth)).toBe(true);
    expect(showsSideMenu('/user/center', fullWidth)).toBe(true);
  });
});
