import type { ApiKeyTables, UserTables } from '../auth/auth.tables';
import type { RateLimitTables } from '../rate-limits';
import type { RenderGenerationTables } from './server-rendering/render-generations.tables';

/**
 * The tables the HTTP floor itself reads and writes for every contract: who calls (users and tokens, API keys), the
 * shared rate-limit counters, the render cache's generations. The server's database (src/modules/index.ts) has these
 * and every module's.
 */
export type HttpTables = UserTables & ApiKeyTables & RateLimitTables & RenderGenerationTables;
