// The log (ADR 0272): every line written while a request runs carries its id — Fastify's own
// request lines and the lines services write with the app's logger (a retried transaction, a
// warning after the body was read) alike; an id a proxy sent in X-Request-Id is kept; no password,
// token, IIN or birth date reaches a line, whether it came in a body, a header, a URL or an
// object a service logged.
import { DEMO_PASSWORD, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';
import { Writable } from 'node:stream';
import { inTransaction } from '../../src/db/transaction';
import { loggerOptions } from '../../src/lib/logging';

interface Line {
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

describe('log lines', () => {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const t = suiteApp(
    {
      seed: 'demo',
      logger: { ...(loggerOptions('debug') as object), stream },
      extend: (app) => {
        app.post('/api/v1/__test/log', async (req) => {
          // A service logging a whole object it was handed: the person's data must not follow.
          app.log.warn({ player: req.body }, 'player check');
          let attempts = 0;
          await inTransaction(t.db, async () => {
            attempts += 1;
            if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
          });
          app.log.info(`done for ${(req.body as { iin: string }).iin}`);
          return { ok: true };
        });
      },
    },
    120_000,
  );

  const lines = (): Line[] =>
    raw
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Line);

  it("puts the request's id on every line written while it runs, the proxy's id when it sent one", async () => {
    const person = { iin: '120515500123', birth_date: '2012-05-15', name: 'Айдар Нурланов' };
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/v1/__test/log',
      headers: { 'x-request-id': 'nginx-0f9a8b7c6d5e' },
      payload: person,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('nginx-0f9a8b7c6d5e');
    const mine = lines().filter((line) => line.reqId === 'nginx-0f9a8b7c6d5e');
    expect(mine.map((line) => line.msg)).toEqual([
      'incoming request',
      'player check',
      'transaction retried after a conflict',
      expect.stringMatching(/^done for /),
      'request completed',
    ]);
    // No line of the request lacks the id.
    expect(lines().filter((line) => /player check|transaction retried|done for/.test(line.msg ?? ''))).toHaveLength(3);
    const text = raw.join('');
    for (const secret of [person.iin, person.birth_date, 'Айдар']) expect(text).not.toContain(secret);
  });

  it('makes an id of its own when the one sent is not an id', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: '/api/v1/news',
      headers: { 'x-request-id': 'bad id\nwith a new line' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no password, token or search text of a visitor', async () => {
    await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/login',
      payload: { email: 'admin@league.test', password: 'wrong-password-123' },
    });
    const token = await login(t.app, 'admin@league.test');
    await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
    await request(t.app, { method: 'GET', url: `/api/v1/search?q=Нурланов&token=${token}` });
    const text = raw.join('');
    expect(text).toContain('/api/v1/cabinet/login');
    for (const secret of ['wrong-password-123', DEMO_PASSWORD, token, 'Нурланов', encodeURIComponent('Нурланов')])
      expect(text).not.toContain(secret);
  });
});
