import path from 'node:path';
import { ConfigError, loadConfig } from './env';

describe('environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sqliteFile: path.resolve('/repo/data/portal.sqlite'),
      uploadsDir: path.resolve('/repo/data/uploads'),
      staticRoot: path.resolve('/repo/dist/apps'),
      publicOrigin: 'http://localhost:3000',
      render: { cacheTtlMs: 30_000, cacheMaxBytes: 32 * 1024 * 1024, concurrency: 2, queueMax: 32, syncIntervalMs: 1000 },
      contractsDir: path.resolve('/repo/openapi'),
      clientId: 'portal-web',
      clientSecret: 'portal-web-secret',
      tokenTtlSeconds: 28800,
      seedDemo: true,
      trustProxy: false,
      validateResponses: true,
      shutdownGraceMs: 30_000,
      metrics: null,
    });
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless told otherwise, never on the public port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }, '/repo').metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, '/repo').metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(loadConfig({ METRICS_PORT: '0', PORT: '0' }, '/repo').metrics).toEqual({ port: 0, host: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: '3000' }, '/repo')).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'yes' }, '/repo')).toThrow(/METRICS_PORT/);
  });

  it('takes the shutdown grace in milliseconds, refusing what is not a sane wait', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }, '/repo').shutdownGraceMs).toBe(5000);
    for (const bad of ['-1', '2.5', 'soon', '600001']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: bad }, '/repo')).toThrow(/SHUTDOWN_GRACE_MS/);
    }
  });

  it('takes the drain, readiness and database connect timeouts in milliseconds (defaults 0, 2000, 5000)', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({ shutdownDrainMs: 0, readinessTimeoutMs: 2000, databaseConnectTimeoutMs: 5000 });
    const set = loadConfig({ SHUTDOWN_DRAIN_MS: '10000', READINESS_TIMEOUT_MS: '500', DATABASE_CONNECT_TIMEOUT_MS: '3000' }, '/repo');
    expect(set).toMatchObject({ shutdownDrainMs: 10_000, readinessTimeoutMs: 500, databaseConnectTimeoutMs: 3000 });
    for (const [name, bad] of [['SHUTDOWN_DRAIN_MS', '-1'], ['READINESS_TIMEOUT_MS', '0'], ['DATABASE_CONNECT_TIMEOUT_MS', 'soon']] as const) {
      expect(() => loadConfig({ [name]: bad }, '/repo')).toThrow(name);
    }
  });

  it('parses types and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: '', TRUST_PROXY: '10.0.0.0/8' }, '/repo');
    expect(config).toMatchObject({ port: 8080, seedDemo: false, databaseUrl: undefined, trustProxy: '10.0.0.0/8' });
  });

  it('never seeds demo data and never validates responses in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', PUBLIC_BASE_URL: 'https://portal.example' }, '/repo');
    expect(config.seedDemo).toBe(false);
    expect(config.validateResponses).toBe(false);
  });

  it('refuses CAPTCHA_TEST_CODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: 'TEST', PUBLIC_BASE_URL: 'https://portal.example' })).toThrow(/CAPTCHA_TEST_CODE/);
  });

  it('takes the public origin from PUBLIC_BASE_URL, required in production, and refuses anything but an origin', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL is required when NODE_ENV=production/);
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    for (const [value, origin] of [
      ['https://Portal.Example.com', 'https://portal.example.com'],
      ['https://portal.example.com/', 'https://portal.example.com'],
      ['http://127.0.0.1:3100', 'http://127.0.0.1:3100'],
    ]) {
      const config = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: value });
      expect([config.publicOrigin, config.mail.publicBaseUrl]).toEqual([origin, origin]);
    }
    for (const bad of ['https://portal.example.com/shop', 'https://portal.example.com/?a=1', 'https://user:pw@portal.example.com', 'ftp://portal.example.com', 'portal.example.com']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad })).toThrow(/PUBLIC_BASE_URL/);
    }
  });

  it('takes the render limits, refusing what is not a count', () => {
    const config = loadConfig({ RENDER_CACHE_MAX_BYTES: '1048576', RENDER_CONCURRENCY: '4', RENDER_QUEUE_MAX: '0', RENDER_CACHE_SYNC_MS: '250' });
    expect(config.render).toMatchObject({ cacheMaxBytes: 1_048_576, concurrency: 4, queueMax: 0, syncIntervalMs: 250 });
    for (const [name, bad] of [['RENDER_CACHE_MAX_BYTES', '-1'], ['RENDER_CONCURRENCY', '0'], ['RENDER_QUEUE_MAX', '1.5'], ['RENDER_CACHE_SYNC_MS', '10']]) {
      expect(() => loadConfig({ [name as string]: bad as string })).toThrow(new RegExp(name as string));
    }
  });

  it('lists every invalid variable', () => {
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://a', LOG_LEVEL: 'loud' });
      throw new Error('should fail');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
    }
  });
});
