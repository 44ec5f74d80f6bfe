// One Lighthouse run = one fresh headless Chromium (as the Lighthouse CLI does), Lighthouse's default config: the
// mobile form factor with its default simulated throttling (a mid-range phone on slow 4G).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { track } from './processes.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @returns {Promise<{ ok: true, metrics: Record<string, number>, finalUrl: string } | { ok: false, error: string }>}
 *   metrics: lcp, fcp, tbt (ms), cls, the four category scores (0–100), jsKib (scripts' transfer size), requests;
 *   finalUrl: where the page ended up (a redirect would mean another page was measured).
 */
export async function measurePage(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const untrack = track('chromium', () => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'silent', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) return { ok: false, error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const audit = (id) => lhr.audits[id];
    const summary = audit('resource-summary')?.details?.items ?? [];
    const row = (type) => summary.find((r) => r.resourceType === type);
    const metrics = {
      lcp: audit('largest-contentful-paint')?.numericValue,
      fcp: audit('first-contentful-paint')?.numericValue,
      tbt: audit('total-blocking-time')?.numericValue,
      cls: audit('cumulative-layout-shift')?.numericValue,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      jsKib: (row('script')?.transferSize ?? 0) / 1024,
      requests: row('total')?.requestCount,
    };
    const absent = Object.entries(metrics).filter(([, v]) => typeof v !== 'number' || Number.isNaN(v)).map(([k]) => k);
    if (absent.length > 0) return { ok: false, error: `no value for ${absent.join(', ')}` };
    return { ok: true, metrics, finalUrl: lhr.finalDisplayedUrl };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    untrack();
    await chrome.kill();
  }
}

function score(lhr, id) {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : undefined;
}
