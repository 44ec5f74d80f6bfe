import type { MessageParams, ValidationIssue } from '../../errors/app-errors';

/** A validation issue of one member, its path also the message's `{field}`. */
export const fieldIssue = (member: string, messageKey: string, params: MessageParams = {}): ValidationIssue => ({ members: [member], messageKey, params: { field: member, ...params } });
