/* eslint-disable no-console */
// The floor server of the bench (`bench-api.js --floor`): plain node:http and the database driver answering the
// bench's three request families with the product's SQL (floor-plan.ts) and byte-identical JSON. It does what
// the product's hot path must do for these requests and nothing more: the bearer token's lookup for the lists, the
// shared rate limit's upsert for tracking on PostgreSQL (SQLite's limiter is in memory), the statements, the JSON.
import fs from 'node:fs';
import http from 'node:http';
import { hashToken } from '../src/auth/tokens';
import { resolveLocale } from '../src/i18n/locale';
import { TRACKING_RATE_LIMIT } from '../src/rate-limits';
import type { FloorDb } from './floor-db';
import { memberListFloor } from './floor-member-list';
import { rebind, type FloorPlan } from './floor-plan';
import { staffListFloor } from './floor-staff-list';
import { trackingFloor } from './floor-tracking';

const TRACKING = '/api/f/logistics-management/tracking/list';
const MEMBER_LIST = '/api/f/logistics-management/order/list';
const STAFF_LIST = '/api/ops/orders/list';

class Refused extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

async function trackingLimit(db: FloorDb, plan: FloorPlan, key: string): Promise<void> {
  const limiter = plan.rateLimit;
  if (!limiter) return;
  const now = Date.now();
  const replacements = [[limiter.key, key], [limiter.now, now], [limiter.now + TRACKING_RATE_LIMIT.windowMs, now + TRACKING_RATE_LIMIT.windowMs]] as const;
  const [row] = await db.all(limiter.sql, rebind(limiter, replacements));
  if (Number(row?.['count']) > TRACKING_RATE_LIMIT.limit) throw new Refused(429);
}

async function authenticate(db: FloorDb, plan: FloorPlan, authorization: string | undefined): Promise<void> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw new Refused(401);
  const replacements = [[hashToken(plan.authToken), hashToken(token)], [plan.authNow, new Date().toISOString()]] as const;
  const [user] = await db.all(plan.auth.sql, rebind(plan.auth, replacements));
  if (!user) throw new Refused(401);
}

async function answer(db: FloorDb, plan: FloorPlan, req: http.IncomingMessage, body: string): Promise<string> {
  const locale = resolveLocale(req.headers['accept-language']);
  if (req.url === TRACKING) {
    await trackingLimit(db, plan, String(req.headers['x-forwarded-for']));
    return trackingFloor(db, plan.tracking, (JSON.parse(body) as { waybillNumbers: string[] }).waybillNumbers, locale);
  }
  await authenticate(db, plan, req.headers.authorization);
  const list = plan.lists[`${req.url ?? ''}\n${body}`];
  if (!list) throw new Refused(404);
  if (req.url === MEMBER_LIST) return memberListFloor(db, list, locale);
  if (req.url === STAFF_LIST) return staffListFloor(db, list, locale);
  throw new Refused(404);
}

export function serveFloor(port: number, planFile: string, db: FloorDb): void {
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as FloorPlan;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(db, plan, req, Buffer.concat(chunks).toString('utf8')).then(
        (json) => {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(json);
        },
        (error: unknown) => {
          const status = error instanceof Refused ? error.status : 500;
          if (status === 500) console.error(error);
          res.writeHead(status).end();
        },
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
}
