import { CENSORED, isPersonalKey, redactObject, scrubLine, scrubUrl } from './redaction';

describe('redactObject', () => {
  it('censors personal fields at any depth, in arrays too, and keeps the rest', () => {
    const logged = {
      msg: 'player saved',
      count: 3,
      player: { id: 7, iin: '120515500123', birth_date: '2012-05-15', team: { id: 3, title: 'Altai' } },
      people: [{ first_name: 'Aida', lastName: 'Nur', phone: '+77011234567' }],
      body: { password: 'hunter2-hunter2', 'new-password': 'x', Authorization: 'Bearer abc' },
    };
    expect(redactObject(logged)).toEqual({
      msg: 'player saved',
      count: 3,
      player: { id: 7, iin: CENSORED, birth_date: CENSORED, team: { id: 3, title: 'Altai' } },
      people: [{ first_name: CENSORED, lastName: CENSORED, phone: CENSORED }],
      body: { password: CENSORED, 'new-password': CENSORED, Authorization: CENSORED },
    });
    // The original is not changed (it may be the caller's own object).
    expect(logged.player.iin).toBe('120515500123');
  });

  it('leaves errors and other class instances to their serializers, and empty values as they are', () => {
    const error = new Error('boom');
    const out = redactObject({ err: error, when: new Date(0), email: null, token: undefined });
    expect(out.err).toBe(error);
    expect(out.when).toEqual(new Date(0));
    expect(out).toMatchObject({ email: null });
  });

  it('knows the names however they are written', () => {
    for (const key of ['IIN', 'birthDate', 'Birth-Date', 'date_of_birth', 'currentPassword', 'access_token'])
      expect(isPersonalKey(key)).toBe(true);
    for (const key of ['id', 'title', 'job', 'reqId', 'statusCode', 'day']) expect(isPersonalKey(key)).toBe(false);
  });
});

describe('scrubUrl', () => {
  it('censors the values of personal query parameters and the search text', () => {
    expect(scrubUrl('/api/v1/x?token=abc&page=2&email=a%40b.kz')).toBe(
      `/api/v1/x?token=${CENSORED}&page=2&email=${CENSORED}`,
    );
    expect(scrubUrl('/api/v1/search?q=%D0%90%D0%B9%D0%B4%D0%B0&limit=5')).toBe(`/api/v1/search?q=${CENSORED}&limit=5`);
    expect(scrubUrl('/api/v1/players?filter[iin]=120515500123')).toBe(`/api/v1/players?filter[iin]=${CENSORED}`);
    expect(scrubUrl('/api/v1/matches/5')).toBe('/api/v1/matches/5');
  });
});

describe('scrubLine', () => {
  it('removes bearer tokens, URL credentials, session tokens and 12-digit identity numbers from a written line', () => {
    const token = 'q3V9xk2LmP0aZ7rT5yW1bN8cD4eF6gH-Jk_Ls9Qp0Rt';
    const line = JSON.stringify({
      msg: `login failed for 120515500123, header Bearer ${token}`,
      smtp: 'smtp://mailer:s3cret@mail.example.org:587',
      stray: token,
    });
    const out = scrubLine(line);
    for (const secret of ['120515500123', token, 's3cret']) expect(out).not.toContain(secret);
    expect(JSON.parse(out)).toEqual({
      msg: `login failed for ${CENSORED}, header Bearer ${CENSORED}`,
      smtp: `smtp://mailer:${CENSORED}@mail.example.org:587`,
      stray: CENSORED,
    });
  });

  it('keeps what is not secret: times, durations, ids, slugs, hex digests and UUIDs', () => {
    const line = JSON.stringify({
      time: 1764360000000,
      responseTime: 12.345678901234,
      reqId: '81460590-543a-4aa3-9d98-304e989ab9e2',
      url: '/api/v1/players/aidar-nurlanov-2012-almaty-football-academy',
      hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      day: '2026-03-01',
    });
    expect(scrubLine(line)).toBe(line);
  });
});
