// One account guessed from many addresses, and a signed-in session guessing its own current
// password (ADR 0140). Past ten checks in a window an account's password is checked once per
// gap (1 s doubling to 60 s), whatever the address; the owner signs in at once from an address
// they signed in from before, and from a new one after at most one gap. A password change counts
// its checks of the current password like the login. The clock is the app's: no test sleeps.
import { dbTargets, DEMO_NOW, DEMO_PASSWORD, login, loginAttempt, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('guessing one account on %s', (target) => {
  let now = DEMO_NOW.getTime();

  const t = suiteApp({ target, seed: 'demo', clock: () => new Date(now) }, 180_000);

  const attempt = (email: string, password: string, remoteAddress: string, language: 'kk' | 'ru' | 'en' = 'en') =>
    loginAttempt(t.app, email, password, { remoteAddress, language });

  it('30 addresses × 10 wrong passwords at one moment: 11 are checked, the rest refused with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter = '';
    for (let round = 0; round < 10; round++) {
      for (let address = 1; address <= 30; address++) {
        const answer = await attempt('referee@league.test', `guess-${round}-${address}`, `203.0.113.${address}`);
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) retryAfter = String(answer.headers['retry-after']);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(11);
    expect(statuses.filter((status) => status === 429)).toHaveLength(289);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  }, 120_000);

  it('the owner signs in at once from a known address, and from a new one after at most a minute', async () => {
    // The owner's usual place: a session was opened from it before.
    expect((await attempt('provider@league.test', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await attempt('provider@league.test', `guess-${i}`, `203.0.113.${100 + i}`);

    expect((await attempt('provider@league.test', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    const away = await attempt('provider@league.test', DEMO_PASSWORD, '198.51.100.8', 'ru');
    expect(away.statusCode).toBe(429);
    expect(away.json().message).toBe('Слишком много попыток входа. Повторите через 1 мин.');
    const wait = Number(away.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    now += wait * 1000;
    expect((await attempt('provider@league.test', DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  }, 120_000);

  it('a session guessing its current password is stopped after 10 tries, with a translated 429, until the window ends', async () => {
    const token = await login(t.app, 'media@league.test');
    const change = (current: string, language: 'kk' | 'ru' | 'en' = 'en') =>
      request(t.app, {
        method: 'POST',
        url: '/api/v1/cabinet/password',
        token,
        language,
        payload: {
          current_password: current,
          new_password: 'a-new-password-1',
          new_password_confirmation: 'a-new-password-1',
        },
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(`not-it-${i}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().data.errors.current_password).toEqual(['The current password is incorrect']);
    }
    const refused = await change(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe('Too many tries of the current password. Try again in 15 min.');
    expect((await change(DEMO_PASSWORD, 'kk')).json().message).toBe(
      'Ағымдағы құпиясөз тым көп рет тексерілді. 15 минуттан кейін қайталап көріңіз',
    );
    expect((await change(DEMO_PASSWORD, 'ru')).json().message).toBe(
      'Слишком много попыток ввести текущий пароль. Повторите через 15 мин.',
    );

    now += 15 * 60 * 1000;
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  }, 120_000);
});
