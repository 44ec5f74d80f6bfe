import fs from 'node:fs';
import path from 'node:path';
import { UserType } from '@forwarder/contracts/api-ops';
import { t } from '../src/i18n/messages';
import { createTestContext, REPO_ROOT, type TestContext } from './harness';

// The front ends' tests (libs/testing) answer with what this server defines, never with a copy written by hand (one
// drifted: the RECEIVED event named '入库' there, '已入库' here): the state machine, the status names every order
// answer carries, the event templates, the exception reasons, the batch types and the default (site) time zone, as
// getOpsReference answers them in each language, and the templates of the server's messages that the front ends'
// fake answers quote (a scan's outcome, a refused move: the copies written by hand had drifted too). This test writes
// them to libs/testing once (UPDATE_FIXTURES=1) and fails whenever the file is not what the server answers, so a
// change here shows in the front ends' tests.

const FILE = path.join(REPO_ROOT, 'libs/testing/src/lib/fixtures/ops-reference.generated.json');
const LANGUAGES = ['zh-Hans', 'en'] as const;
/** Everything of the reference but the data of one installation (products) and of one process (mail). */
const DEFINITIONS = ['statuses', 'eventTemplates', 'exceptionReasons', 'batchTypes', 'defaultTimeZone', 'siteTimeZone'] as const;
/** The messages the front ends' fixtures quote, as templates (`{name}` placeholders, filled by libs/testing). */
const QUOTED_MESSAGES = ['Ops:MoveNotAllowed', 'Ops:ScanApplied', 'Ops:ScanUnknown', 'Ops:ScanAlreadyApplied'] as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it("libs/testing's reference fixture is what the server answers getOpsReference, in each language", async () => {
  const admin = await ctx.createUser({ userType: UserType.Staff, staffRole: 'admin' });
  const answers: Record<string, unknown> = { generatedBy: 'apps/api-server/test/front-end-fixtures.spec.ts (UPDATE_FIXTURES=1)' };
  for (const locale of LANGUAGES) {
    const res = await ctx.get('/api/ops/reference', { token: admin, locale });
    expect(res.statusCode).toBe(200);
    const reference = res.json() as Record<string, unknown>;
    answers[locale] = {
      ...Object.fromEntries(DEFINITIONS.map((key) => [key, reference[key]])),
      // Registered by the app the context built; an unknown key would come back as itself and fail the check below.
      messages: Object.fromEntries(QUOTED_MESSAGES.map((key) => [key, t(locale, key)])),
    };
    for (const key of QUOTED_MESSAGES) expect(t(locale, key)).not.toBe(key);
  }
  const text = `${JSON.stringify(answers, null, 2)}\n`;
  if (process.env['UPDATE_FIXTURES'] === '1') fs.writeFileSync(FILE, text);
  expect(fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '(missing)').toBe(text);
});
