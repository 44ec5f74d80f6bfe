import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

export interface Account extends Credentials {
  name: string;
}

// Seeded demo accounts (docs/domain/accounts.md); the server runs with CAPTCHA_TEST_CODE=TEST.
export const DEMO_MEMBER: Account = { username: 'demo-member', password: 'Member#2026', name: '王小明' };
export const DEMO_MERCHANT: Credentials = { username: 'demo-merchant', password: 'Merchant#2026' };
// The staff demo accounts (docs/domain/operations.md), seeded outside production.
export const DEMO_OPERATOR: Credentials = { username: 'demo-operator', password: 'Operator#2026' };
export const DEMO_ADMIN: Credentials = { username: 'demo-admin', password: 'Admin#2026' };
const CAPTCHA = 'TEST';
const workspaceRoot = path.resolve(__dirname, '../../../..');

/** Fills and sends the login form of the page that is showing it (waits for the captcha first: the form needs it). */
export async function fillLoginForm(page: Page, { username, password }: Credentials) {
  await expect(page.getByRole('img', { name: /^(验证码图片|Verification code image)$/ })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(/^(用户名|User name)/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByLabel(/^(验证码|Verification code)/).fill(CAPTCHA);
  await page.getByLabel(/^(验证码|Verification code)/).press('Enter');
}

/** Signs in from the login page of a language and waits for the account's centre (member, merchant or staff). */
export async function signIn(page: Page, account: Credentials, lang: '' | '/en' = '') {
  await page.goto(`${lang}/login`);
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(new RegExp(`${lang}/(user|merchant|ops)/center$`));
}

/** The data directory of the server under test, where the server's CLI can open accounts (none for an external server without E2E_SERVER_DATA_DIR). */
function serverDataDir(): string | undefined {
  return process.env.E2E_BASE_URL ? process.env.E2E_SERVER_DATA_DIR : process.env.E2E_DATA_DIR;
}

/** Opens an account with the server's CLI on `dataDir`, as the forwarder does (no sign-up). */
function createAccount(dataDir: string, type: 'member' | 'merchant', prefix: string, name: string): Account {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `${prefix}-${unique}`, password: 'Start#2026a', name };
  execFileSync(
    process.execPath,
    ['dist/apps/api-server/cli.js', 'create-user', '--username', account.username, '--type', type, '--name', account.name],
    {
      cwd: workspaceRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORTAL_PASSWORD: account.password, NODE_ENV: 'test' },
      stdio: 'pipe',
    },
  );
  return account;
}

/**
 * A fresh member created with the server's CLI on the data directory of the server under test, for tests that
 * change an account (password, addresses, default sender, orders counted by the test): demo-member is shared by
 * specs running in parallel. Against an external server (E2E_BASE_URL) the CLI needs that server's data directory
 * in E2E_SERVER_DATA_DIR; without it this returns demo-member and the caller must put back what it changes.
 */
export function createMember(prefix = 'e2e'): Account {
  const dataDir = serverDataDir();
  return dataDir ? createAccount(dataDir, 'member', prefix, '测试会员') : { ...DEMO_MEMBER };
}

/**
 * A fresh merchant (the CLI gives it a merchant id), as `createMember`; null against an external server without
 * E2E_SERVER_DATA_DIR: changing demo-merchant's password would sign out the other specs using it (the caller skips).
 */
export function createMerchant(prefix = 'e2e-shop'): Account | null {
  const dataDir = serverDataDir();
  return dataDir ? createAccount(dataDir, 'merchant', prefix, '测试商家') : null;
}

/** The signed-in page's authorization header, read from the `login` cookie (for API set-up and clean-up calls). */
export async function authorization(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'login');
  const { accessToken, tokenType } = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { accessToken: string; tokenType: string };
  return { authorization: `${tokenType} ${accessToken}` };
}

/** Signs in through the API (captcha → login, no browser) and returns the authorization header, for API set-up. */
export async function apiAuthorization(api: APIRequestContext, { username, password }: Credentials): Promise<Record<string, string>> {
  const captcha = await api.get('/api/f/passport-management/captcha');
  expect(captcha.ok(), await captcha.text()).toBe(true);
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  const login = await api.post('/api/f/passport-management/login', {
    form: { grant_type: 'password', client_id: 'portal-web', client_secret: 'portal-web-secret', username, password, captchaId, captchaCode: CAPTCHA },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken, tokenType } = (await login.json()) as { accessToken: string; tokenType: string };
  return { authorization: `${tokenType} ${accessToken}` };
}
