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
      expect(() => loadConfig({ LISTEN_BACKLOG: bad })).toThrow(/LISTEN_BACKLOG must be an integer between 1 and 65535/);
    }
  });

  it('vacuums the embedded database every 6 hours unless told otherwise, never with 0', () => {
    expect(loadConfig({}).vacuumIntervalMinutes).toBe(360);
    expect(loadConfig({ VACUUM_INTERVAL_MINUTES: '30' }).vacuumIntervalMinutes).toBe(30);
    expect(loadConfig({ VACUUM_INTERVAL_MINUTES: '0' }).vacuumIntervalMinutes).toBe(0);
    expect(() => loadConfig({ VACUUM_INTERVAL_MINUTES: 'often' })).toThrow(/VACUUM_INTERVAL_MINUTES/);
  });

  it('reads and validates the environment', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', CORS_ORIGINS: 'https://a.kz, http://localhost:5173', TOKEN_TTL_HOURS: '12' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', corsOrigins: ['https://a.kz', 'http://localhost:5173'], tokenTtlHours: 12 });
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '-1', TOKEN_TTL_HOURS: '0' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
