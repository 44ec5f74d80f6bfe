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
    /** The contract operation's `x-` extensions. */
    extensions?: Readonly<Record<string, unknown>>;
  }
}

export {};
