// Types of pg-cluster.cjs for the TypeScript tests.
export interface PgCluster {
  dir: string;
  dataDir: string;
  bin: string;
  port: number;
  opts: string;
  /** postgres:// URL of the cluster's `postgres` database, as the `postgres` superuser. */
  url: string;
}
export function startCluster(prefix?: string): Promise<PgCluster>;
export function startClusterIn(dir: string, port: number, settings?: string[]): PgCluster;
export function stopCluster(cluster: PgCluster): void;
export function pgCtl(cluster: PgCluster, args: string[]): Promise<void>;
export function removeCluster(cluster: PgCluster): void;
