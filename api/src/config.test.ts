import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults under the repository root', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.uploadDir).toMatch(/[/\\]\.data[/\\]uploads$/);
    expect(config.corsOrigins).toEqual([]);
    expect(config.tokenTtlHours).toBe(168);
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
