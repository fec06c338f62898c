// What the live benches and drills borrow from this machine for one run: a free port on
// loopback for an API process, and a scratch PostgreSQL database for the demo league, created
// beside the admin connection's database and dropped at the end.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** A port nobody listens on at 127.0.0.1 (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A new database `<prefix>_<8 hex>` on the server of `adminUrl`: its address, and `drop()`, which
 * drops it (with force, the API's connections included) and closes the admin connection; with
 * `{ ignoreErrors: true }` a failed drop is let go.
 */
export async function scratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async ({ ignoreErrors = false } = {}) => {
      const dropping = admin.query(`drop database if exists ${name} with (force)`);
      await (ignoreErrors ? dropping.catch(() => undefined) : dropping);
      await admin.end();
    },
  };
}
