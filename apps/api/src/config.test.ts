import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('loadConfig', () => {
  it('has working defaults for one machine: port 3000, embedded database, demo data, 5 min / 1 day tokens', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.embedded).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.tokens).toEqual({
      accessTtlSeconds: 300,
      refreshTtlSeconds: 86400,
      sessionMaxAgeSeconds: 7 * 86400,
      refreshGraceSeconds: 30,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the bad variable', () => {
    expect(problemsOf({ PORT: 'tres mil' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://db/x', JWT_SECRET: 'x'.repeat(32) })[0]).toMatch(
      /^DATABASE_URL:/,
    );
    expect(problemsOf({ ACCESS_TOKEN_TTL: 'soon' })[0]).toMatch(/^ACCESS_TOKEN_TTL:/);
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL:/);
  });

  it('requires JWT_SECRET with DATABASE_URL and never seeds demo accounts there', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/origina' })[0]).toMatch(/^JWT_SECRET:/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/origina',
      JWT_SECRET: 'y'.repeat(40),
      SEED_DEMO: 'true',
    });
    expect(config.embedded).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('refuses production without a mail and an SMS service, unless printing messages to the log is asked for', () => {
    const production = { NODE_ENV: 'production' };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^SMTP_URL: required when NODE_ENV=production/),
      expect.stringMatching(/^SMS_GATEWAY_URL: required when NODE_ENV=production/),
    ]);
    expect(problemsOf({ ...production, SMTP_URL: 'smtp://mail:587' })).toEqual([
      expect.stringMatching(/^SMS_GATEWAY_URL:/),
    ]);
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtp://mail:587', SMS_GATEWAY_URL: 'https://sms.example/send' })
        .smtpUrl,
    ).toBe('smtp://mail:587');
    expect(loadConfig({ ...production, MESSAGES_TO_LOG: 'true' }).smtpUrl).toBeNull();
    // Development and tests print them, as before.
    expect(loadConfig({}).smtpUrl).toBeNull();
  });

  it('reads durations in s, m, h and d', () => {
    const config = loadConfig({ ACCESS_TOKEN_TTL: '90s', REFRESH_TOKEN_TTL: '12h', SESSION_MAX_AGE: '2d' });
    expect(config.tokens.accessTtlSeconds).toBe(90);
    expect(config.tokens.refreshTtlSeconds).toBe(43200);
    expect(config.tokens.sessionMaxAgeSeconds).toBe(172800);
  });
});
