import { LoginResponse, MeResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, DEMO_PASSWORD, login, loginAttempt, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const ACCOUNTS = [
  ['admin@league.test', 'super_admin'],
  ['team@league.test', 'command_admin'],
  ['referee@league.test', 'referee'],
  ['provider@league.test', 'provider'],
  ['media@league.test', 'media_manager'],
] as const;

const WRONG_CREDENTIALS = {
  kk: 'E-mail немесе құпиясөз қате',
  ru: 'Неверный e-mail или пароль',
  en: 'Incorrect e-mail or password',
} as const;

describe.each(dbTargets)('cabinet auth on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  it.each(ACCOUNTS)('logs %s in as %s', async (email, role) => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assert(body, LoginResponse);
    expect(body.data.role.slug).toBe(role);
    expect(body.data.user).toMatchObject({ email, role: { slug: role } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    if (role === 'command_admin') expect(body.data.user.club_id).toEqual(expect.any(Number));
    else expect(body.data.user.club_id).toBeNull();
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const token = await login(t.app, '  Admin@League.TEST ');
    expect(token).toBeTruthy();
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, 'provider@league.test');
    const stored = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it.each(['kk', 'ru', 'en'] as const)(
    'refuses a wrong password with one message in %s, the same for an unknown e-mail',
    async (language) => {
      const wrongPassword = await request(t.app, {
        method: 'POST',
        url: '/api/v1/cabinet/login',
        language,
        payload: { email: 'admin@league.test', password: 'not-the-password' },
      });
      const unknownEmail = await request(t.app, {
        method: 'POST',
        url: '/api/v1/cabinet/login',
        language,
        payload: { email: 'nobody@league.test', password: DEMO_PASSWORD },
      });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: WRONG_CREDENTIALS[language], data: { errors: {} } });
      }
    },
  );

  it('answers /cabinet/me for a valid token and 401 without one', async () => {
    const token = await login(t.app, 'team@league.test');
    const me = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    assert(body, MeResponse);
    expect(body.data).toMatchObject({ email: 'team@league.test', role: { slug: 'command_admin' } });

    const anonymous = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', language: 'ru' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Необходимо войти в систему', data: { errors: {} } });

    const garbage = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token: 'not-a-token' });
    expect(garbage.statusCode).toBe(401);
    const malformed = await request(t.app, {
      method: 'GET',
      url: '/api/v1/cabinet/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await login(t.app, 'referee@league.test');
    const logout = await request(t.app, { method: 'POST', url: '/api/v1/cabinet/logout', token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: null });
    const me = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
    expect(me.statusCode).toBe(401);
    const again = await request(t.app, { method: 'POST', url: '/api/v1/cabinet/logout', token });
    expect(again.statusCode).toBe(401);
  });

  it('does not accept an expired token', async () => {
    const token = await login(t.app, 'media@league.test');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date('2026-02-01T00:00:00Z') })
      .execute();
    const me = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
    expect(me.statusCode).toBe(401);
  });
});

// One seeded app for the limits and the role guard: each test uses its own IPs and accounts.
describe('login rate limits and the role guard', () => {
  const t = suiteApp({
    seed: 'demo',
    // A cabinet route for the test only: super_admin and media_manager may call it.
    extend: (app) =>
      app.get(
        '/api/v1/__test/role-guard',
        { preHandler: app.requireRole('super_admin', 'media_manager') },
        async (req) => ({
          success: true,
          data: { role: req.currentUser().role },
        }),
      ),
  });

  const attempt = (email: string, password: string, language: 'kk' | 'ru' | 'en', remoteAddress: string) =>
    loginAttempt(t.app, email, password, { language, remoteAddress });

  it('blocks the (account, address) pair after 10 attempts, even with the right password, with a translated 429', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('media@league.test', `wrong-${i}`, 'en', '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('media@league.test', DEMO_PASSWORD, 'ru', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Слишком много попыток входа. Повторите через 15 мин.',
      data: { errors: {} },
    });
    const kk = await attempt('media@league.test', DEMO_PASSWORD, 'kk', '10.0.0.1');
    expect(kk.json().message).toBe('Кіру әрекеттері тым көп. 15 минуттан кейін қайталап көріңіз');
    // The account is not locked for its owner elsewhere (only slowed down), nor are other accounts.
    expect((await attempt('media@league.test', DEMO_PASSWORD, 'en', '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('provider@league.test', DEMO_PASSWORD, 'en', '10.0.0.1')).statusCode).toBe(200);
  });

  it('blocks an IP after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`guess${i}@league.test`, 'x', 'en', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await attempt('admin@league.test', DEMO_PASSWORD, 'en', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many login attempts. Try again in 15 min.');
    expect((await attempt('admin@league.test', DEMO_PASSWORD, 'en', '10.9.9.10')).statusCode).toBe(200);
  });

  it('lets listed roles through and refuses others with 403, anonymous with 401', async () => {
    const admin = await login(t.app, 'admin@league.test');
    const provider = await login(t.app, 'provider@league.test');
    expect((await request(t.app, { method: 'GET', url: '/api/v1/__test/role-guard', token: admin })).json()).toEqual({
      success: true,
      data: { role: 'super_admin' },
    });
    const refused = await request(t.app, {
      method: 'GET',
      url: '/api/v1/__test/role-guard',
      token: provider,
      language: 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to do this');
    expect((await request(t.app, { method: 'GET', url: '/api/v1/__test/role-guard' })).statusCode).toBe(401);
  });
});
