// The league's name where the API says it itself: a calendar feed's name and the sender of the
// notification e-mail follow the identity saved in the cabinet, in the feed's language.
import { login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { identityBody } from './identity-helpers';

describe("the league's own name in the API's answers", () => {
  let admin: string;

  const t = suiteApp({ seed: 'demo' }, 120_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
  }, 120_000);

  it("names a tournament's calendar feed after the league, in the feed's language", async () => {
    const tournament = await t.db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Lines longer than 75 octets are folded (RFC 5545): read them unfolded.
    const feed = async (lang: string) => ({
      body: (
        await request(t.app, { method: 'GET', url: `/api/v1/ical/tournaments/${tournament.id}?lang=${lang}` })
      ).body.replace(/\r\n[ \t]/g, ''),
    });
    expect((await feed('en')).body).toMatch(/X-WR-CALNAME:.* · Youth Football League/);
    const { version } = (await request(t.app, { method: 'GET', url: '/api/v1/league' })).json().data;
    const saved = await request(t.app, {
      method: 'PUT',
      url: '/api/v1/cabinet/league',
      token: admin,
      payload: identityBody(version),
    });
    expect(saved.statusCode).toBe(200);
    expect((await feed('en')).body).toMatch(/X-WR-CALNAME:.* · Alatau League/);
    expect((await feed('ru')).body).toMatch(/X-WR-CALNAME:.* · Лига Алатау/);
  });
});
