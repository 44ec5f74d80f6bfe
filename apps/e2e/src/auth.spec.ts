import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, DEMO_MERCHANT, fillLoginForm } from './support/session';

// Sign-in, access guard, role rule, safe redirects and logout against the real server (started
// with CAPTCHA_TEST_CODE=TEST, so the code 'TEST' passes the single-use captcha). Each test has
// its own browser context, hence its own cookies.


test('a member signs in and lands on the personal centre', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/user\/center$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();
  await expect(page.getByText('欢迎您，demo-member')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '用户导航' }).getByRole('link', { name: '个人中心' })).toBeVisible();
});

test('login returns to the page given in ?redirect=', async ({ page }) => {
  await page.goto('/login?redirect=/user/my-order');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/user\/my-order$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的运单' })).toBeVisible();
});

test('an unauthenticated visit to a portal page asks to log in, language prefix kept', async ({ page }) => {
  await page.goto('/en/user/center');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fcenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/en\/user\/center$/);
  await expect(page.getByText('Welcome, demo-member')).toBeVisible();
});

test('a merchant lands on the merchant centre', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_MERCHANT);
  await expect(page).toHaveURL(/\/merchant\/center$/);
  await expect(page.getByText('欢迎您，demo-merchant')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '用户导航' }).getByRole('link', { name: '商家中心' })).toBeVisible();
});

test('a member opening the merchant portal is sent to the personal centre', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/user\/center$/);
  await page.goto('/merchant/center');
  await expect(page).toHaveURL(/\/user\/center$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();
});

test('logout returns to the login page and the portal is guarded again', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/user\/center$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('login');
  await page.goto('/user/center');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fcenter$/);
});

test('an open-redirect attempt lands on the own centre', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/user\/center$/);
});

test('the login page has no serious accessibility violations in either language', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en/login');
  await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
