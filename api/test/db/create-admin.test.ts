// The first super_admin of a real database comes from `npm run create-admin`: it signs in through
// the cabinet like any account; bad input and existing accounts are refused.
import '../jest-esm';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminError, createAdmin } from '../../src/cli/admin';
import { createTestApp, dbTargets, login, request, type TestApp } from '../helpers';

const PASSWORD = 'correct horse battery';

describe.each(dbTargets)('create-admin on %s', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ target });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('creates a super_admin on an empty migrated database who can sign in', async () => {
    const result = await createAdmin(t.db, {
      email: ' Chief@Example.org ',
      password: PASSWORD,
      name: 'Айгүл Серікова',
    });
    expect(result).toMatchObject({ email: 'chief@example.org', action: 'created' });
    const token = await login(t.app, 'chief@example.org', PASSWORD);
    const me = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'chief@example.org',
      name: 'Айгүл Серікова',
      role: { slug: 'super_admin' },
      club_id: null,
    });
    // The reference data came with it, and nothing of the demo league.
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'chief@example.org' }]);
    expect(await t.db.selectFrom('clubs').select('id').execute()).toHaveLength(0);
    expect((await t.db.selectFrom('roles').select('slug').execute()).length).toBe(5);
  });

  it('rejects a short password and a malformed e-mail, creating nothing', async () => {
    await expect(createAdmin(t.db, { email: 'chief@example.org', password: 'short-pass1' })).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(createAdmin(t.db, { email: 'chief@example', password: PASSWORD })).rejects.toThrow(AdminError);
    await expect(createAdmin(t.db, { email: 'chief @example.org', password: PASSWORD })).rejects.toThrow(
      /not an e-mail/,
    );
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses an existing e-mail unless the password is reset, which closes its sessions', async () => {
    await createAdmin(t.db, { email: 'chief@example.org', password: PASSWORD });
    const oldToken = await login(t.app, 'chief@example.org', PASSWORD);
    await expect(createAdmin(t.db, { email: 'CHIEF@example.org', password: 'another long password' })).rejects.toThrow(
      /exists already/,
    );
    expect((await login(t.app, 'chief@example.org', PASSWORD)).length).toBeGreaterThan(0);

    const reset = await createAdmin(t.db, {
      email: 'chief@example.org',
      password: 'another long password',
      resetPassword: true,
    });
    expect(reset.action).toBe('password-reset');
    await expect(login(t.app, 'chief@example.org', PASSWORD)).rejects.toThrow(/401/);
    expect((await login(t.app, 'chief@example.org', 'another long password')).length).toBeGreaterThan(0);
    expect((await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token: oldToken })).statusCode).toBe(401);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});

const READ_USERS = `
  const { openPglite } = await import('./src/db/connection.ts');
  const handle = await openPglite(process.argv[1]);
  const users = await handle.db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id').select(['users.email', 'users.name', 'roles.slug']).execute();
  await handle.destroy();
  console.log(JSON.stringify(users));
`;

describe('npm run create-admin', () => {
  const root = join(__dirname, '../..');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', '@league/api/register', 'src/cli/create-admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('takes the password from ADMIN_PASSWORD, validates it and stores a working account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'league-create-admin-'));
    try {
      const short = run(['--email', 'chief@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'too short' });
      expect(short.status).toBe(1);
      expect(short.stderr).toMatch(/at least 12 characters/);

      const created = run(['--email', 'chief@example.org', '--name', 'Chief Admin'], {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/super_admin chief@example.org created/);

      const again = run(['--email', 'chief@example.org'], { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/--reset-password/);

      // Read back by another process: the embedded database allows one process at a time.
      const read = spawnSync(
        process.execPath,
        ['--import', '@league/api/register', '--input-type=module', '-e', READ_USERS, dataDir],
        { cwd: root, encoding: 'utf8', timeout: 120_000 },
      );
      expect(JSON.parse(read.stdout)).toEqual([
        { email: 'chief@example.org', name: 'Chief Admin', slug: 'super_admin' },
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
