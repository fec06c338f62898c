// The referee's side of a live match through the API, shared by `npm run bench:live` and
// `npm run drill:restart`: one JSON call on a kept-alive connection, and a match of the demo
// referee's crew with both squads saved and the match started, as the protocol page does.
import http from 'node:http';

const STEP_TIMEOUT_MS = 10_000;

export const REFEREE = { email: 'referee@league.test', password: 'league-demo-2026' };

/**
 * One JSON call of the API on a kept-alive connection (as a browser holds one). Resolves with the
 * answer's `data`; anything but `expect` (200 by default) fails the bench with the answer's text.
 */
export function call(port, agent, method, url, { token, body, headers = {}, expect = 200 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1${url}`,
        method,
        agent,
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== expect)
            return reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text.slice(0, 500)}`));
          resolve(JSON.parse(text).data);
        });
      },
    );
    request.on('error', reject);
    request.setTimeout(STEP_TIMEOUT_MS, () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.end(payload);
  });
}

/** A valid squad of one side: a goalkeeper and ten more starters (the second one captain), three substitutes. */
function squadOf(candidates) {
  const eligible = candidates.filter((c) => c.eligible);
  const gk = eligible.find((c) => c.position === 'GK');
  if (!gk || eligible.length < 14) throw new Error('a side of the match has too few eligible players');
  const rest = eligible.filter((c) => c !== gk);
  const starters = [gk, ...rest.slice(0, 10)];
  return {
    starters,
    players: [
      ...starters.map((c, i) => ({ player_id: c.player_id, kind: 'main', number: i + 1, is_captain: i === 1 })),
      ...rest
        .slice(10, 13)
        .map((c, i) => ({ player_id: c.player_id, kind: 'substitute', number: 50 + i, is_captain: false })),
    ],
  };
}

/**
 * The referee's side of the match: signs in, takes the first scheduled match of their crew, saves
 * both squads and starts it. Answers what posting goals needs.
 */
export async function refereeMatch(port, agent) {
  const { token } = await call(port, agent, 'POST', '/cabinet/login', { body: REFEREE });
  const list = await call(port, agent, 'GET', '/cabinet/matches?per_page=100', { token });
  const match = list.find((m) => m.lifecycle === 'scheduled');
  if (!match) throw new Error('the demo referee has no scheduled match');
  const form = await call(port, agent, 'GET', `/cabinet/matches/${match.id}/squad/form`, { token });
  const squads = await call(port, agent, 'GET', `/cabinet/matches/${match.id}/squad`, { token });
  const scorers = {};
  for (const side of ['host', 'guest']) {
    const { starters, players } = squadOf(form[side].candidates);
    await call(port, agent, 'POST', `/cabinet/matches/${match.id}/squad`, {
      token,
      body: { team_id: form[side].team.id, version: squads[side].version, players },
    });
    scorers[side] = starters.slice(1).map((c) => c.player_id); // outfield starters
  }
  const protocol = await call(port, agent, 'GET', `/cabinet/matches/${match.id}/protocol`, { token });
  await call(port, agent, 'PATCH', `/cabinet/matches/${match.id}/protocol`, {
    token,
    body: { version: protocol.version, transition: 'start' },
  });
  return { token, matchId: match.id, scorers };
}
