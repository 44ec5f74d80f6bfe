import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

// What the suite's SMTP server process received (playwright.config.ts starts it beside the mail-sending server):
// one decoded mail per line of E2E_MAILBOX, written by the API suite's smtp-sink-process.cjs.

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
}

/** The server that sends mail, or '' when the suite runs against an external server (E2E_BASE_URL). */
export const MAIL_BASE_URL = process.env.E2E_MAIL_BASE_URL ?? '';

function received(): ReceivedMail[] {
  const file = process.env.E2E_MAILBOX;
  if (!file) return [];
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);
  } catch {
    return []; // nothing received yet
  }
}

/** The mails to `address`, once at least `count` have arrived (the worker polls every 200 ms; retries back off). */
export async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      () => {
        mails = received().filter((mail) => mail.to.includes(address));
        return mails.length;
      },
      { timeout: 20_000, message: `mails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}
