import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordA11yViolations, recordedA11yViolations } from './a11y-log';

/**
 * axe in the page itself (axe.run), not the default runPartial + finishRun, which opens a new page per analysis to
 * merge the frames' results and injects axe into it again: our pages have no cross-origin frames to merge, and that
 * extra page was the costliest part of an analysis on a busy 2-core machine.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/**
 * Records `violations` of the running test (support/a11y-log.ts), then fails it if they, or an earlier attempt's, are
 * not none: a retry cannot pass where an earlier attempt found a violation.
 */
function expectNoViolations(violations: string[]) {
  const info = test.info();
  if (violations.length > 0) recordA11yViolations({ testId: info.testId, title: info.titlePath.join(' › '), retry: info.retry, violations });
  const earlier = recordedA11yViolations()
    .filter((record) => record.testId === info.testId && record.retry < info.retry)
    .flatMap((record) => record.violations.map((violation) => `attempt ${record.retry + 1}: ${violation}`));
  expect([...earlier, ...violations]).toEqual([]);
}

/**
 * axe on the current page: no serious or critical violation (the list names rule and nodes when it fails). It runs
 * once the page's finite animations and transitions have ended (for at most 5 s): a colour caught mid-transition (a
 * button's hover or focus fading out after a dialog closed) is not the page's colour.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still animating after 5 s: check the page as it is
  const { violations } = await axeOn(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expectNoViolations(serious);
}

/** Lets CSS transitions and animations inside `scope` (a dialog opening, a disclosure) finish before axe reads colours. */
export async function settle(scope: Locator) {
  await scope.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * axe with a dialog open: nothing serious on the page (as everywhere) and no violation at all inside the dialog, of
 * any impact (a dialog's markup is all ours: e.g. `aria-allowed-role`, once a `form` carrying role="dialog").
 */
export async function expectCleanDialog(page: Page, dialog: Locator) {
  await settle(dialog);
  await expectNoSeriousA11yViolations(page);
  const id = await dialog.getAttribute('id');
  expect(id).toBeTruthy();
  const { violations } = await axeOn(page).include(`[id="${id}"]`).analyze();
  expectNoViolations(violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
}

/**
 * Opens a dialog with `opener`, checks axe while it is open (the focus inside it; `ready` first, e.g. to open a
 * disclosure inside it), closes it with Escape and checks that the focus is back on the opener.
 */
export async function checkDialog(page: Page, opener: Locator, name: string | RegExp, ready?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(dialog);
  await expect(dialog.locator(':focus')).toHaveCount(1);
  if (ready) await ready(dialog);
  await expectCleanDialog(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
