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
      renderCacheTtlMs: 30_000,
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

  it('parses types and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: '', TRUST_PROXY: '10.0.0.0/8' }, '/repo');
    expect(config).toMatchObject({ port: 8080, seedDemo: false, databaseUrl: undefined, trustProxy: '10.0.0.0/8' });
  });

  it('never seeds demo data and never validates responses in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }, '/repo');
    expect(config.seedDemo).toBe(false);
    expect(config.validateResponses).toBe(false);
  });

  it('refuses CAPTCHA_TEST_CODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: 'TEST' })).toThrow(/CAPTCHA_TEST_CODE/);
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
