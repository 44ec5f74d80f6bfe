import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, authorization, createMember, signIn } from './support/session';

// Member account pages against the real server: my home (/user/center), the address book with the region cascade
// (/user/address) and the personal settings (/user/profile), with an axe check of each page in both languages.
//
// The writing tests (addresses, default sender, name, password) use a fresh member created with the server's CLI on
// the data directory of the server Playwright started: changing demo-member's password would revoke the sessions
// of the other specs running in parallel (the server revokes every other token on a password change), and
// deleting its default sender would change what the order specs see. Against an external server (E2E_BASE_URL) the
// CLI needs that server's data directory in E2E_SERVER_DATA_DIR; without it they fall back to demo-member and put
// its name and password back in `finally` blocks.

/** Changes a password through the API (captcha → login → change-password): the clean-up path, no UI involved. */
async function changePasswordByApi(request: APIRequestContext, username: string, from: string, to: string) {
  const captcha = (await (await request.get('/api/f/passport-management/captcha')).json()) as { captchaId: string };
  const login = await request.post('/api/f/passport-management/login', {
    form: {
      grant_type: 'password',
      client_id: 'portal-web',
      client_secret: 'portal-web-secret',
      username,
      password: from,
      captchaId: captcha.captchaId,
      captchaCode: 'TEST',
    },
  });
  if (!login.ok()) return false;
  const { accessToken, tokenType } = (await login.json()) as { accessToken: string; tokenType: string };
  const changed = await request.post('/api/f/user-management/profile/change-password', {
    headers: { authorization: `${tokenType} ${accessToken}` },
    data: { currentPassword: from, newPassword: to },
  });
  return changed.ok();
}

test('my home greets the member and shows counts, recent orders and shortcuts in both languages', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();
  await expect(page.getByText(`您好，${DEMO_MEMBER.name}！欢迎回来。`)).toBeVisible();
  const counts = page.getByRole('region', { name: '运单统计' });
  await expect(counts.getByText('全部运单')).toBeVisible();
  const recent = page.getByRole('table', { name: '最近运单' });
  await expect(recent.getByRole('row')).not.toHaveCount(0);
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', /^\/user\/order-detail\?id=/);
  const shortcuts = page.getByRole('navigation', { name: '快捷入口' });
  await expect(shortcuts.getByRole('link', { name: '运单追踪' })).toHaveAttribute('href', '/site/tracking');
  await expect(shortcuts.getByRole('link', { name: '提交运单' })).toHaveAttribute('href', '/user/order');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/en/user/center');
  await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
  await expect(page.getByText(`Hello, ${DEMO_MEMBER.name}! Welcome back.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waybill counts' }).getByText('All waybills')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent waybills' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/en\/user\/order-detail\?id=/,
  );
  await expectNoSeriousA11yViolations(page);

  // Tracking is in the public site: a full page load into it.
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Waybill tracking' }).click();
  await expect(page).toHaveURL(/\/en\/site\/tracking$/);
});

test.describe('account changes', () => {
  test.describe.configure({ mode: 'serial' });
  let account: { username: string; password: string; name: string };

  test.beforeAll(() => {
    account = createMember('e2e-acct');
  });

  test('address book: create with the cascade, edit with a ZIP lookup, default sender, delete', async ({ page }) => {
    const street = `科技园南区 ${Date.now().toString(36)} 号`;
    await signIn(page, account);
    // demo-member (external server only) gets its default sender back at the end.
    const headers = await authorization(page);
    const before = (await (await page.request.get('/api/f/user-management/profile/my', { headers })).json()) as {
      defaultSenderAddressId: string | null;
    };
    try {
      await page.goto('/user/address');
      await expect(page.getByRole('heading', { level: 1, name: '我的地址簿' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: '新增地址' }).click();
      const panel = page.getByRole('region', { name: '新增地址' });
      await panel.getByRole('button', { name: '保存地址' }).click();
      await expect(panel.getByText('请选择国家/地区')).toBeVisible();
      await panel.getByLabel(/^联系人/).fill('李四');
      await panel.getByLabel(/^电话/).fill('+86 138 0013 8000');
      await panel.getByLabel(/^邮编/).fill('518057');
      await panel.getByLabel(/^详细地址/).fill(street);
      await panel.getByLabel(/^国家\/地区/).selectOption({ label: '中国' });
      await panel.getByLabel(/^省\/州/).selectOption({ label: '广东省' });
      await panel.getByLabel(/^城市/).selectOption({ label: '深圳市' });
      await panel.getByLabel(/^区\/县/).selectOption({ label: '南山区' });
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('button', { name: '保存地址' }).click();
      await expect(panel).toBeHidden();

      await page.getByRole('searchbox', { name: '搜索地址' }).fill(street);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const row = page.getByRole('row', { name: new RegExp('李四') });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('中国-广东省-深圳市-南山区');

      // Edit: move it to New York by ZIP code.
      await row.getByRole('button', { name: '编辑 李四 的地址' }).click();
      const editor = page.getByRole('region', { name: '编辑地址' });
      await editor.getByLabel(/^国家\/地区/).selectOption({ label: '美国' });
      await editor.getByLabel(/^邮编/).fill('10001');
      await editor.getByRole('button', { name: '按邮编填写地区' }).click();
      await expect(editor.getByText('已根据邮编填写地区，请核对。')).toBeVisible();
      await expect(editor.getByLabel(/^州/)).toHaveValue('纽约州');
      await editor.getByLabel(/^电话/).fill('+1 212 555 0100');
      await editor.getByRole('button', { name: '保存地址' }).click();
      await expect(editor).toBeHidden();
      // US states have Chinese names, cities keep their English name (docs/domain/regions.md).
      await expect(row).toContainText('美国-纽约州-New York City');

      // Default sender, seen on the centre.
      await row.getByRole('button', { name: '将 李四 的地址设为默认发件地址' }).click();
      await expect(row.getByText('默认发件地址')).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: '我的主页' }).first().click();
      const sender = page.getByRole('region', { name: '默认发件地址' });
      await expect(sender).toContainText('李四');
      await expect(sender).toContainText(street);

      // Delete after confirmation.
      await page.goto(`/en/user/address?keyword=${encodeURIComponent(street)}`);
      const enRow = page.getByRole('row', { name: /李四/ });
      await expect(enRow.getByText('Default sender address')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await enRow.getByRole('button', { name: 'Delete the address of 李四' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete address' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`No address matches “${street}”.`)).toBeVisible();
      await page.goto('/en/user/center');
      await expect(page.getByRole('region', { name: 'Default sender address' })).toContainText('No default sender address yet');
    } finally {
      if (before.defaultSenderAddressId) {
        await page.request.post('/api/f/user-management/profile/update-default-sender-address', {
          headers,
          data: { addressId: before.defaultSenderAddressId },
        });
      }
    }
  });

  test('profile: change the name', async ({ page }) => {
    const newName = `${account.name}${Date.now().toString(36).slice(-3)}`;
    await signIn(page, account);
    await page.goto('/en/user/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/user/profile');
    const details = page.getByRole('region', { name: '基本资料' });
    await expect(details.getByLabel(/^姓名/)).toHaveValue(account.name);
    await expectNoSeriousA11yViolations(page);
    await details.getByLabel(/^姓名/).fill('');
    await details.getByRole('button', { name: '保存资料' }).click();
    await expect(details.getByText('此项为必填项')).toBeVisible();
    try {
      await details.getByLabel(/^姓名/).fill(newName);
      await details.getByRole('button', { name: '保存资料' }).click();
      await expect(page.getByText('资料已保存')).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: '我的主页' }).first().click();
      await expect(page.getByText(`您好，${newName}！欢迎回来。`)).toBeVisible();
    } finally {
      if (account.username === DEMO_MEMBER.username) {
        // Put demo-member's name back for the other specs.
        await page.goto('/user/profile');
        await page.getByLabel(/^姓名/).fill(DEMO_MEMBER.name);
        await page.getByRole('button', { name: '保存资料' }).click();
        await expect(page.getByText('资料已保存')).toBeVisible();
      }
    }
  });

  // Last: it changes the password, and puts the original back whatever happens.
  test('change the password, sign in with the new one, then change it back', async ({ page, request }) => {
    const newPassword = 'Changed#2026b';
    let restored = false;
    try {
      await signIn(page, account);
      await page.goto('/user/profile');
      const form = page.getByRole('region', { name: '修改密码' });
      await expect(form.getByText('8–64 个字符，至少包含一个字母和一个数字，且不能与当前密码相同。')).toBeVisible();
      await form.getByLabel(/^当前密码/).fill('Wrong#2026x');
      await form.getByLabel(/^新密码/).fill(newPassword);
      await form.getByLabel(/^确认新密码/).fill(newPassword);
      await form.getByRole('button', { name: '修改密码' }).click();
      await expect(form.getByLabel(/^当前密码/)).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel(/^当前密码/).fill(account.password);
      await form.getByRole('button', { name: '修改密码' }).click();
      await expect(form.getByText('密码已修改。')).toBeVisible();
      // The session stays: the portal still works without signing in again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();

      await page.getByRole('button', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, { ...account, password: newPassword });

      // Back to the original password through the UI.
      await page.goto('/user/profile');
      await form.getByLabel(/^当前密码/).fill(newPassword);
      await form.getByLabel(/^新密码/).fill(account.password);
      await form.getByLabel(/^确认新密码/).fill(account.password);
      await form.getByRole('button', { name: '修改密码' }).click();
      await expect(form.getByText('密码已修改。')).toBeVisible();
      restored = true;
    } finally {
      // If the test stopped after the change, put the original back (a no-op when the change never happened).
      if (!restored) await changePasswordByApi(request, account.username, newPassword, account.password);
    }
  });
});

for (const prefix of ['', '/en'] as const) {
  test(`the member's data management passes axe (${prefix || 'zh-Hans'})`, async ({ page }) => {
    await signIn(page, DEMO_MEMBER, prefix);
    await page.goto(`${prefix}/user/merchant-datas`);
    await expect(page.getByRole('heading', { level: 1, name: prefix ? 'Data management' : '数据管理' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${prefix}/user/merchant-datas?new=1`);
    await expect(page.getByRole('heading', { level: 1, name: prefix ? 'Data management' : '数据管理' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
