// A local SMTP server for tests (ADR 0180), the one both the API tests (jest) and the end-to-end
// journeys (Playwright) import, by relative path (ADR 0189): enough of RFC 5321 for a client to
// deliver — 220,
// EHLO/HELO 250, MAIL/RCPT 250, DATA 354 … '.' 250, RSET/NOOP 250, QUIT 221 — over a real TCP
// socket, so the product's real transport (nodemailer) talks to it and can fail. It keeps what
// arrived (recipients, decoded subject and text) and can refuse recipients (`refuse`: 550).
import { createServer, type Server, type Socket } from 'node:net';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Recipients answered 550 (the mail is not taken) while listed here. */
  refuse: Set<string>;
  /** Resolves once `count` mails arrived in all (at once when they have). */
  received(count: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

const addressOf = (line: string) => /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '';

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of an unfolded header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

function parse(raw: string, from: string, to: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return {
    from,
    to,
    subject: decodeWords(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()).trim(),
  };
}

/** Listens on 127.0.0.1 at `port` (default: a free one). */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const refuse = new Set<string>();
  const waiters: Array<{ count: number; resolve: (mails: CaughtMail[]) => void }> = [];
  const sockets = new Set<Socket>();
  const arrived = () => {
    for (const waiter of [...waiters]) {
      if (mails.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(mails.slice());
      }
    }
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string[] | null = null;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 catcher.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            mails.push(parse(data.join('\r\n'), from, to));
            data = null;
            reply('250 2.0.0 queued');
            arrived();
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-catcher.test\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'RSET') {
          from = '';
          to = [];
          reply('250 ok');
        } else if (verb === 'MAIL') {
          from = addressOf(line);
          to = [];
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const address = addressOf(line);
          if (refuse.has(address)) reply('550 5.1.1 mailbox unavailable');
          else {
            to.push(address);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    refuse,
    received: (count) =>
      new Promise((resolve) => {
        waiters.push({ count, resolve });
        arrived();
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
