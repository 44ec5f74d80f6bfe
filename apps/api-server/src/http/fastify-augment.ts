import type { AuthUser } from '../auth/auth-user';
import type { Locale } from '../i18n/locale';
import type { AppMetrics } from '../metrics/app-metrics';

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
    /** The contract declaring the operation (its folder name): a label of the request metrics. */
    contract?: string;
    /** A route outside the contracts counted under a name of its own instead of page/static (e.g. health probes). */
    metricsGroup?: string;
  }
  interface FastifyInstance {
    /** This app's metrics (metrics/http-metrics.ts): figures' owners register their sources here. */
    metrics: AppMetrics;
  }
}

export {};
