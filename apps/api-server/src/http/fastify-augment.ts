import type { AuthUser } from '../auth/auth-user';
import type { Locale } from '../i18n/locale';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operation router: the bearer token's user, or null. */
    user: AuthUser | null;
    /** From accept-language: zh-Hans (default) or en. */
    locale: Locale;
  }
  interface FastifyContextConfig {
    operationId?: string;
    /** A health probe (health.ts): answered in every phase, starting and closing included. */
    probe?: boolean;
    /** The contract operation's `x-` extensions. */
    extensions?: Readonly<Record<string, unknown>>;
  }
}

export {};
