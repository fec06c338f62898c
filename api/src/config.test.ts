import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults under the repository root', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.uploadDir).toMatch(/[/\\]\.data[/\\]pglite[/\\]uploads$/);
    expect(config.legacyUploads).toEqual({ dir: expect.stringMatching(/[/\\]\.data[/\\]uploads$/), move: true });
    expect(config.corsOrigins).toEqual([]);
    expect(config.tokenTtlHours).toBe(168);
    expect(config.listenBacklog).toBe(511);
  });

  it('keeps uploads in DATA_DIR unless UPLOAD_DIR says otherwise; only the default instance moves the older folder in', () => {
    const other = loadConfig({ DATA_DIR: '/srv/league/b' });
    expect(other.uploadDir).toBe('/srv/league/b/uploads');
    expect(other.legacyUploads).toMatchObject({ move: false });
    const set = loadConfig({ DATA_DIR: '/srv/league/b', UPLOAD_DIR: '/srv/files' });
    expect(set.uploadDir).toBe('/srv/files');
    expect(set.legacyUploads).toBeNull();
  });

  it('reads the listen backlog and refuses one out of range', () => {
    expect(loadConfig({ LISTEN_BACKLOG: '4096' }).listenBacklog).toBe(4096);
    for (const bad of ['0', '-5', 'many', '1.5', '70000']) {
      expect(() => loadConfig({ LISTEN_BACKLOG: bad })).toThrow(
        /LISTEN_BACKLOG must be an integer between 1 and 65535/,
      );
    }
  });

  it('vacuums the embedded database every 6 hours unless told otherwise, never with 0', () => {
    expect(loadConfig({}).vacuumIntervalMinutes).toBe(360);
    expect(loadConfig({ VACUUM_INTERVAL_MINUTES: '30' }).vacuumIntervalMinutes).toBe(30);
    expect(loadConfig({ VACUUM_INTERVAL_MINUTES: '0' }).vacuumIntervalMinutes).toBe(0);
    expect(() => loadConfig({ VACUUM_INTERVAL_MINUTES: 'often' })).toThrow(/VACUUM_INTERVAL_MINUTES/);
  });

  it('caps live streams per address and per process, 20 and 5000 unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ liveStreamsPerAddress: 20, liveStreamsMax: 5000 });
    expect(loadConfig({ LIVE_STREAMS_PER_ADDRESS: '5', LIVE_STREAMS_MAX: '200' })).toMatchObject({
      liveStreamsPerAddress: 5,
      liveStreamsMax: 200,
    });
    expect(() => loadConfig({ LIVE_STREAMS_PER_ADDRESS: '0' })).toThrow(/LIVE_STREAMS_PER_ADDRESS/);
    expect(() => loadConfig({ LIVE_STREAMS_MAX: 'lots' })).toThrow(/LIVE_STREAMS_MAX/);
  });

  it('builds absolute links from PUBLIC_URL, an http(s) origin (http://localhost:PORT by default)', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://League.example.org/' }).publicUrl).toBe('https://league.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://league.example.org:8443' }).publicUrl).toBe(
      'https://league.example.org:8443',
    );
    for (const bad of [
      'league.example.org',
      'ftp://league.example.org',
      'https://league.example.org/site',
      'https://u:p@league.example.org',
      'https://league.example.org/?a=1',
      'http://',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an absolute http\(s\) origin/);
    }
  });

  it('reads and validates the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      CORS_ORIGINS: 'https://a.kz, http://localhost:5173',
      TOKEN_TTL_HOURS: '12',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      corsOrigins: ['https://a.kz', 'http://localhost:5173'],
      tokenTtlHours: 12,
    });
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '-1', TOKEN_TTL_HOURS: '0' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('loadConfig: the daily reminders and the test hooks (ADR 0167)', () => {
  it('runs the reminders from 9 in Almaty unless told another hour or off; test hooks only outside production', () => {
    expect(loadConfig({}).documentReminderHour).toBe(9);
    expect(loadConfig({ DOCUMENT_REMINDER_HOUR: '6' }).documentReminderHour).toBe(6);
    expect(loadConfig({ DOCUMENT_REMINDER_HOUR: 'off' }).documentReminderHour).toBeNull();
    expect(() => loadConfig({ DOCUMENT_REMINDER_HOUR: '24' })).toThrow(
      /DOCUMENT_REMINDER_HOUR must be an integer between 0 and 23/,
    );
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ LEAGUE_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(() => loadConfig({ LEAGUE_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(
      /LEAGUE_TEST_HOOKS is for end-to-end tests only/,
    );
  });
});

describe('loadConfig: notification e-mail (ADR 0180)', () => {
  it('sends mail only with SMTP_URL and MAIL_FROM; refuses a URL that is not SMTP or a URL without a sender', () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'league@example.kz' }).mail).toEqual({
      smtpUrl: 'smtp://u:p@mail.example:587',
      from: 'league@example.kz',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'x@example.kz' }).mail?.smtpUrl).toBe(
      'smtps://mail.example',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'x@example.kz' })).toThrow(
      /SMTP_URL must look like/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM must be set with SMTP_URL/);
    expect(loadConfig({ MAIL_FROM: 'x@example.kz' }).mail).toBeNull();
  });

  it('serves metrics only when told where (a port of their own, or a token), never with a short token', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metrics).toEqual({
      port: null,
      host: '127.0.0.1',
      token: 'a-long-enough-token',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics?.host).toBe('0.0.0.0');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be an integer/);
  });

  it('drains for 3 s on shutdown and gives up after 25 s unless told otherwise; logs pretty on a terminal', () => {
    const config = loadConfig({});
    expect([config.shutdownDelayMs, config.shutdownTimeoutMs, config.logFormat, config.pgBinDir]).toEqual([
      3000,
      25000,
      'auto',
      null,
    ]);
    expect(
      loadConfig({ SHUTDOWN_DELAY_MS: '0', LOG_FORMAT: 'json', PG_BIN: '/usr/lib/postgresql/16/bin' }),
    ).toMatchObject({ shutdownDelayMs: 0, logFormat: 'json', pgBinDir: '/usr/lib/postgresql/16/bin' });
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be pretty, json or auto/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
