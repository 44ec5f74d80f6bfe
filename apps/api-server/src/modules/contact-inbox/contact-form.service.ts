import type { components } from '@forwarder/contracts/api-f';
import { newId } from '../../db/ids';
import { inTransaction } from '../../db/transaction';
import { AppError, ValidationError, type ValidationIssue } from '../../errors/app-errors';
import type { ContactInboxDb } from './contact-inbox.db';

type CreateUserMessageInput = components['schemas']['CreateUserMessageInput'];
type UserMessageReceipt = components['schemas']['UserMessageReceipt'];

export const MESSAGES_PER_WINDOW = 5;
export const WINDOW_MS = 60 * 60 * 1000;
const CONTENT_MIN_LENGTH = 5;

/** `::ffff:1.2.3.4` and `1.2.3.4` are the same client. */
export const normalizeClientIp = (ip: string): string => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export class TooManyMessagesError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Content:TooManyMessages', {
      code: 'Content:TooManyMessages',
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      headers: { 'retry-after': String(retryAfterSeconds) },
      rateLimit: 'contactForm',
    });
  }
}

// The contract checks lengths and the e-mail format; what it cannot see is text made of blanks only.
function checkText(input: CreateUserMessageInput): void {
  const issues: ValidationIssue[] = [];
  if (input.name.trim() === '') {
    issues.push({ members: ['name'], messageKey: 'Validation:Required', params: { field: 'name' } });
  }
  if (input.content.trim().length < CONTENT_MIN_LENGTH) {
    issues.push({ members: ['content'], messageKey: 'Validation:MinLength', params: { field: 'content', limit: CONTENT_MIN_LENGTH } });
  }
  if (issues.length) throw new ValidationError(issues);
}

const optional = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * Stores a contact-form message: at most MESSAGES_PER_WINDOW per client IP in any rolling hour, counted in the
 * database (so it holds across restarts and server instances). The per-IP throttle row is upserted first: on
 * PostgreSQL that row lock makes a second concurrent send from the same IP wait and then count the first one.
 */
export async function createUserMessage(
  db: ContactInboxDb,
  input: CreateUserMessageInput,
  sender: { clientIp: string; userId: string | null },
  now: Date = new Date(),
): Promise<UserMessageReceipt> {
  checkText(input);
  const ip = normalizeClientIp(sender.clientIp);
  const creationTime = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('user_message_throttle')
      .values({ clientIp: ip, lastMessageTime: creationTime })
      .onConflict((oc) => oc.column('clientIp').doUpdateSet({ lastMessageTime: creationTime }))
      .execute();
    const recent = await trx
      .selectFrom('user_messages')
      .select('creationTime')
      .where('clientIp', '=', ip)
      .where('creationTime', '>', windowStart)
      .orderBy('creationTime', 'desc')
      .limit(MESSAGES_PER_WINDOW)
      .execute();
    if (recent.length >= MESSAGES_PER_WINDOW) {
      // A slot frees when the oldest of the last MESSAGES_PER_WINDOW messages leaves the window.
      const oldest = recent[recent.length - 1]?.creationTime ?? creationTime;
      const waitMs = new Date(oldest).getTime() + WINDOW_MS - now.getTime();
      throw new TooManyMessagesError(Math.max(1, Math.ceil(waitMs / 1000)));
    }
    const id = newId();
    await trx
      .insertInto('user_messages')
      .values({
        id,
        name: input.name.trim(),
        email: input.email.trim(),
        phoneNumber: optional(input.phoneNumber),
        subject: optional(input.subject),
        content: input.content.trim(),
        clientIp: ip,
        userId: sender.userId,
        creationTime,
      })
      .execute();
    return { id, creationTime };
  });
}
