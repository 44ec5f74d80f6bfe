import { createUserMessage, serverFieldErrors, type ApiError, type CreateUserMessageInput } from '@forwarder/api-client';
import { z } from 'zod';

/**
 * The contact form's schema, beside the call that sends it. Limits are the contract's (CreateUserMessageInput) and
 * the server's extra rules (name not blank, content at least 5 characters after trimming). Messages come from
 * libs/i18n's zod error map in the active language.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(100).pipe(z.email()),
  phoneNumber: z.string().trim().max(32),
  subject: z.string().trim().max(100),
  content: z.string().trim().min(1).min(5).max(2000),
});

export type ContactMessageForm = z.input<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageForm;

export const emptyContactMessage: ContactMessageForm = { name: '', email: '', phoneNumber: '', subject: '', content: '' };

/** Sends a validated form; empty optional fields are left out (the server stores them as null). */
export function sendContactMessage(values: z.output<typeof contactMessageSchema>) {
  const body: CreateUserMessageInput = { name: values.name, email: values.email, content: values.content };
  if (values.phoneNumber) body.phoneNumber = values.phoneNumber;
  if (values.subject) body.subject = values.subject;
  return createUserMessage(body);
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'phoneNumber', 'subject', 'content'];

/** The server's `validationErrors` that name a form field, as field → message (first message per field). */
export function fieldErrorsOf(error: ApiError): Array<{ field: ContactField; message: string }> {
  return serverFieldErrors(error, FIELDS);
}
