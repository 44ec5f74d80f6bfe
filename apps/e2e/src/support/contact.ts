import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// The contact form allows 5 messages an hour per client address, and every browser and request of the suite comes
// from 127.0.0.1. The servers trust 127.0.0.1 as a proxy (TRUST_PROXY in playwright.config.ts), so a set-up that
// only needs a message sends it as a visitor of its own address: the form scenarios keep 127.0.0.1's allowance.

export interface ContactMessageInput {
  name: string;
  email: string;
  subject?: string;
  content: string;
}

/** Sends a contact message through the public API from a fresh client address; answers the message's id. */
export async function sendContactMessage(api: APIRequestContext, data: ContactMessageInput): Promise<string> {
  const visitor = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const sent = await api.post('/api/f/user-management/user-message', { headers: { 'x-forwarded-for': visitor }, data });
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { id: string }).id;
}
