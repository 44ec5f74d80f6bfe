import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { InjectOptions } from 'fastify';
import { issueToken } from '../../src/auth/tokens';
import { seedersOf } from '../../src/seed/seeders';
import { modules, contracts as registeredContracts } from '../../src/modules';
import { loadSpec, type LoadedSpec, type OperationSpec } from '../../src/http/openapi/spec';
import { compileValidators } from '../../src/http/openapi/validators';
import { runSeeders } from '../../src/seed/seeders';
import { createTestContext, REPO_ROOT, type TestContext } from '../harness';
import { IdPool } from './id-pool';
import { createRng, seedFromEnv } from './prng';
import { countsByCause, formatFailures, type Failure } from './report';
import { checkAnswer, type FailureCause } from './response-checker';
import { generateRequest, type Caller, type FuzzWorld } from './request-generator';
import { sendRaw, urlLevelCases } from './url-level-cases';

// The seeded, schema-driven fuzz of every operation of every contract (README.md of this folder says how to
// reproduce a failure). Requests go round-robin over the operations, so ids harvested from early answers (lists,
// creations) feed the paths of later ones.

const SEED = seedFromEnv();
const TOTAL = Number(process.env['FUZZ_REQUESTS'] ?? 2000);
const ONLY = new Set((process.env['FUZZ_OPERATIONS'] ?? '').split(',').filter(Boolean));
const DEMO_USERS: Record<Caller, string> = { member: 'demo-member', merchant: 'demo-merchant', staff: 'demo-admin' };

// A request this slow is a finding of its own (one client could tie up the server); it also keeps a hang from
// eating the whole test's time.
const ANSWER_WITHIN_MS = Number(process.env['FUZZ_ANSWER_WITHIN_MS'] ?? 10_000);

function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function failureOf(cause: FailureCause, detail: string, op: OperationSpec, strategy: string, request: InjectOptions, status: number, answer: string): Failure {
  const payload = request.payload;
  return {
    cause,
    detail,
    operationId: op.operationId,
    strategy,
    method: String(request.method),
    url: String(request.url),
    headers: (request.headers ?? {}) as Record<string, string>,
    body: Buffer.isBuffer(payload) ? payload.toString('latin1') : typeof payload === 'string' ? payload : '',
    status,
    answer,
  };
}

interface FuzzedOperation {
  contract: string;
  spec: LoadedSpec;
  op: OperationSpec;
  responses: Map<string, ValidateFunction>;
}

const reproduce = () =>
  `seed ${SEED}: reproduce with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${TOTAL}${ONLY.size ? ` FUZZ_OPERATIONS=${[...ONLY].join(',')}` : ''} ` +
  `TEST_DB=${process.env['TEST_DB'] ?? 'sqlite'} npx jest -c apps/api-server/jest.config.cjs apps/api-server/test/fuzz`;

describe(`contract fuzz (${reproduce()})`, () => {
  let ctx: TestContext;
  const serverErrors: string[] = [];
  const operations: FuzzedOperation[] = [];
  let world: FuzzWorld;
  let pool: IdPool;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@globe-freight.example', PUBLIC_BASE_URL: 'https://portal.example' },
      // Errors the server logs (a 500's cause) are kept to print beside the request that caused them.
      logger: {
        level: 'error',
        stream: {
          write: (line: string) => {
            const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
            serverErrors.push(`${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''}`.slice(0, 300));
          },
        },
      },
    });
    // Demo data (accounts, orders, content) gives the handlers something to find.
    await runSeeders(ctx.db, seedersOf(modules), { demo: true, config: ctx.config, log: { info: () => undefined, warn: () => undefined } });

    const users = await ctx.db.selectFrom('users').select(['id', 'userName']).where('userName', 'in', Object.values(DEMO_USERS)).execute();
    const idOf = (caller: Caller) => {
      const user = users.find((u) => u.userName === DEMO_USERS[caller]);
      if (!user) throw new Error(`The demo seed has no ${DEMO_USERS[caller]}`);
      return user.id;
    };
    pool = new IdPool(new Set(users.map((u) => u.id)));
    const adminToken = (await issueToken(ctx.db, idOf('staff'), 3600)).accessToken;
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/ops/api-keys',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'fuzz', scopes: ['events:write', 'events:read'] }),
    });
    if (created.statusCode !== 201) throw new Error(`Creating the fuzz's API key failed: ${created.statusCode} ${created.body}`);
    const { secret } = created.json() as { secret: string };
    world = {
      token: async (caller) => (await issueToken(ctx.db, idOf(caller), 3600)).accessToken,
      apiKey: async () => secret,
      knownIds: (op, parameter) => pool.idsFor(op, parameter),
    };

    for (const contract of registeredContracts) {
      const spec = loadSpec(path.join(REPO_ROOT, 'openapi', contract.name, `${contract.name}.yaml`));
      const validators = compileValidators(spec);
      for (const op of spec.operations) {
        if (ONLY.size && !ONLY.has(op.operationId)) continue;
        operations.push({ contract: contract.name, spec, op, responses: validators.get(op.operationId)?.responses ?? new Map() });
      }
    }
  }, 180_000);
  afterAll(() => ctx?.close());

  it(`answers ${TOTAL} generated requests over every operation within the contract`, async () => {
    expect(operations.length).toBeGreaterThan(0);
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    const perOperation = new Map<string, number>();
    const elapsed = new Map<string, number>();
    const root = createRng(SEED);
    const started = Date.now();

    for (let i = 0; i < TOTAL; i++) {
      const { contract, spec, op, responses } = operations[i % operations.length] as FuzzedOperation;
      const n = perOperation.get(op.operationId) ?? 0;
      perOperation.set(op.operationId, n + 1);
      // Each request has its own generator: the n-th request of an operation is the same whatever else ran.
      const rng = root.fork(`${op.operationId}#${n}`);
      const { request, strategy } = await generateRequest(contract, spec.document, op, world, rng);
      serverErrors.length = 0;
      const sent = Date.now();
      const res = await answerWithin(ctx.inject(request), ANSWER_WITHIN_MS);
      const took = Date.now() - sent;
      elapsed.set(op.operationId, (elapsed.get(op.operationId) ?? 0) + took);
      if (process.env['FUZZ_TRACE']) process.stderr.write(`${i} ${op.operationId} ${strategy} ${res?.statusCode ?? 'none'} ${took} ms\n`);
      if (!res) {
        failures.push(failureOf('no answer in time', `none within ${ANSWER_WITHIN_MS} ms`, op, strategy, request, 0, ''));
        continue;
      }
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const answer = { status: res.statusCode, headers: res.headers, body: res.body };
      if (res.statusCode >= 200 && res.statusCode < 300 && /json/.test(String(res.headers['content-type']))) {
        try {
          pool.harvest(op, JSON.parse(res.body));
        } catch {
          // A body that is not JSON is reported by checkAnswer.
        }
      }
      for (const { cause, detail } of checkAnswer(op, responses, answer)) {
        failures.push(failureOf(cause, [detail, ...serverErrors].filter(Boolean).join(' | '), op, strategy, request, res.statusCode, res.body));
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary =
      `${TOTAL} requests over ${perOperation.size} operations in ${seconds} s, statuses ${JSON.stringify(statuses)}, ` +
      `failures ${JSON.stringify(countsByCause(failures))}, slowest operations (ms in total) ` +
      `${JSON.stringify(Object.fromEntries([...elapsed].sort((a, b) => b[1] - a[1]).slice(0, 5)))}; ${reproduce()}`;
    if (failures.length) throw new Error(formatFailures(failures, summary));
    // Every operation got its share, and the fuzz reached handlers (not only the validators' 400s).
    expect(perOperation.size).toBe(operations.length);
    expect(Object.keys(statuses).some((s) => s.startsWith('2'))).toBe(true);
    console.log(summary);
  }, 600_000);

  // inject() hands Fastify a parsed request: what node's HTTP parser does with a broken URL or oversized headers
  // only shows over a real socket.
  it('answers broken URLs and oversized requests over a socket within the contract', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const failures: Failure[] = [];
    for (const c of urlLevelCases()) {
      const op = operations.find((o) => o.op.operationId === c.operationId);
      if (!op) throw new Error(`${c.name}: no operation ${c.operationId} in the contracts`);
      const answer = await sendRaw(port, c.raw);
      for (const { cause, detail } of checkAnswer(op.op, op.responses, answer)) {
        failures.push({ cause, detail, operationId: c.operationId, strategy: c.name, method: c.raw.split(' ')[0] ?? '', url: c.raw.split(' ')[1] ?? '', headers: {}, body: '', status: answer.status, answer: answer.body });
      }
    }
    if (failures.length) throw new Error(formatFailures(failures, `${failures.length} socket-level failures`));
  });
});
