import { MailKind, MailState, type MailListRequest } from '@forwarder/api-client/ops';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';
import { isUuid } from '../../../config/paths';

// The outbox's filter lives in the URL (`?state=failed&kind=contact-reply&recipient=example.com&page=2`), so a link
// from a contact message's reply (`?related=<message id>`) opens its mails and a reload shows the same list. A
// malformed parameter is dropped, as on the other lists.

export interface MailFilter {
  /** A MailState, or '' for every state. */
  state: string;
  /** A MailKind, or '' for every kind. */
  kind: string;
  /** Part of the recipient's address. */
  recipient: string;
  /** The id of what the mail is about (an order, a contact message, a customer), or ''. */
  related: string;
}

export const EMPTY_MAIL_FILTER: MailFilter = { state: '', kind: '', recipient: '', related: '' };

const STATES: readonly string[] = Object.values(MailState);
const KINDS: readonly string[] = Object.values(MailKind);
const oneOf = (values: readonly string[], value: string | null): string => (value && values.includes(value) ? value : '');

export function readMailParams(params: URLSearchParams): { filter: MailFilter; page: number } {
  const related = (params.get('related') ?? '').trim();
  return {
    filter: {
      state: oneOf(STATES, params.get('state')),
      kind: oneOf(KINDS, params.get('kind')),
      recipient: (params.get('recipient') ?? '').trim().slice(0, 100),
      related: isUuid(related) ? related : '',
    },
    page: readPage(params),
  };
}

export function mailParams(filter: MailFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

export function toMailListRequest(filter: MailFilter, page: number): MailListRequest {
  return {
    ...(filter.state ? { state: filter.state as MailState } : {}),
    ...(filter.kind ? { kind: filter.kind as MailKind } : {}),
    ...(filter.recipient ? { recipient: filter.recipient } : {}),
    ...(filter.related ? { relatedEntityId: filter.related } : {}),
    ...pageWindow(page),
  };
}
