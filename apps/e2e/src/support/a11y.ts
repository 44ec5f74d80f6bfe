import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
