// Two-factor sign-in of a super_admin's own account (ADR 0221): set up, turned on with the app's
// code (ten recovery codes, shown once), then asked for at sign-in — a code works once, a recovery
// code works once; turned off with the password. (Other roles: the role × endpoint matrix.)
import { generate } from 'otplib';
import { DEMO_NOW } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { call, CHIEF, firstAdmin } from './accounts-helpers';

describe('two-factor sign-in', () => {
  let chief: string;
  let now = DEMO_NOW;
  const at = (seconds: number) => new Date(DEMO_NOW.getTime() + seconds * 1000);
  const code = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
  const signIn = (totp_code?: string) =>
    call(t.app, 'POST', '/cabinet/login', { payload: { email: CHIEF.email, password: CHIEF.password, totp_code } });
  /** Turns the chief's two-factor sign-in on (with a code) or off (with the password). */
  const switchTwoFactor = (action: 'enable' | 'disable', payload: { code: string } | { password: string }) =>
    call(t.app, 'POST', `/cabinet/account/two-factor/${action}`, { token: chief, payload });

  const t = suiteApp({ clock: () => now }, 120_000);
  beforeAll(async () => {
    chief = await firstAdmin(t.app, t.db);
  }, 120_000);

  it('is turned on with a code, then asked for at sign-in; each code and recovery code works once', async () => {
    const setup = await call(t.app, 'POST', '/cabinet/account/two-factor/setup', { token: chief });
    const { secret, otpauth_url } = setup.json().data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect((await signIn()).statusCode).toBe(200); // not in force until confirmed
    const wrong = await switchTwoFactor('enable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const on = await switchTwoFactor('enable', { code: await code(secret, now) });
    const recovery: string[] = on.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);

    const asked = await signIn();
    expect(asked.statusCode).toBe(401);
    expect(asked.json().data.errors.totp_code).toBeDefined();
    // The step the code of `enable` used is spent; the next step's code works once.
    now = at(30);
    const fresh = await code(secret, now);
    expect((await signIn(fresh)).statusCode).toBe(200);
    expect((await signIn(fresh)).statusCode).toBe(422);
    expect((await signIn(recovery[0].toUpperCase())).statusCode).toBe(200);
    expect((await signIn(recovery[0])).statusCode).toBe(422);
    const state = await call(t.app, 'GET', '/cabinet/account/two-factor', { token: chief });
    expect(state.json().data).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it('is turned off with the password', async () => {
    await t.db.updateTable('users').set({ totp_last_step: null }).execute();
    const off = await switchTwoFactor('disable', { password: 'not-the-password' });
    expect(off.statusCode).toBe(422);
    const done = await switchTwoFactor('disable', { password: CHIEF.password });
    expect(done.json().data).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await signIn()).statusCode).toBe(200);
  });
});
