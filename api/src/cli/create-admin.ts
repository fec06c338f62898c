// npm run create-admin -- --email someone@example.org [--name "Full Name"] [--reset-password]
// Creates a super_admin on the configured database (DATABASE_URL, or the embedded one). The
// password comes from ADMIN_PASSWORD, otherwise it is asked for (hidden, twice, on a terminal;
// one line read from a pipe).
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { AdminError, adminInputProblems, createAdmin, MIN_PASSWORD_LENGTH } from './admin';
import { argument, flag } from './args';

/** Reads a line without echoing it (a terminal in raw mode). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new AdminError('cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a piped stdin. */
function readLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

async function password(email: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return readLine();
  const first = await askHidden(`Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const problems = adminInputProblems(email, first);
  if (problems.length > 0) throw new AdminError(problems.join('; '));
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new AdminError('the passwords differ');
  return first;
}

async function main(): Promise<void> {
  const email = argument('email')?.trim().toLowerCase();
  if (!email)
    throw new AdminError(
      'usage: npm run create-admin -- --email someone@example.org [--name "Full Name"] [--reset-password]',
    );
  const emailProblems = adminInputProblems(email, 'x'.repeat(MIN_PASSWORD_LENGTH));
  if (emailProblems.length > 0) throw new AdminError(emailProblems.join('; '));
  const secret = await password(email);

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const result = await createAdmin(database.db, {
      email,
      password: secret,
      name: argument('name'),
      resetPassword: flag('reset-password'),
    });
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    console.log(
      result.action === 'created'
        ? `super_admin ${result.email} created in ${where}`
        : `password of ${result.email} replaced in ${where}; its sessions are closed`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminError ? `create-admin: ${error.message}` : error);
  process.exit(1);
});
