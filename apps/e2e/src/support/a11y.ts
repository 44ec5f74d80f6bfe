import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the current page: no serious or critical violation (the list names rule and nodes when it fails). Checked
 * again for up to 5 s until clean: a colour caught mid-transition (a button's hover or focus fading out after a
 * dialog closed) is not the page's colour, while a real violation stays and fails.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect(async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  }).toPass({ timeout: 5_000 });
}
