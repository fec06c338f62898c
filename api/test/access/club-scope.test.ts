// The access table's club scope, applied by every endpoint that reads one club's thing: for each
// GET endpoint whose policy is `own_club` and whose address names something (a club, a team, a
// person, a document, an application, a departure, a tournament), the club's own administrator
// reads it and another club's administrator is answered 404. A new such endpoint fails this test
// until it has a case here (the list is read from the endpoint objects and the access table).
import { ENDPOINTS, pathParamNames } from '@league/shared/endpoints';
import { POLICIES, type Policy } from '@league/shared/access';
import { PDF_HEAD, sample } from '../file-samples';
import { personSuite } from '../cabinet-people-helpers';
import { firstPlayerOf, firstStaffOf } from '../support/people';

const suite = personSuite('pglite', 'club-scope');

/** `GET /cabinet/…/:id` for every club-scoped read that names something in its address. */
const scopedReads = ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    (POLICIES as Record<string, Policy | undefined>)[endpoint.access]?.scope === 'own_club' &&
    pathParamNames(endpoint.path).length > 0,
).map((endpoint) => endpoint.path);

/** The club's things the other club's administrator must not read, by the endpoint's path. */
async function ownThings(): Promise<Record<string, string>> {
  const { t, p } = suite;
  const db = t.db;
  const player = await firstPlayerOf(db, [p.ownTeam]);
  const staff = await firstStaffOf(db, [p.ownTeam, p.ownTeam2]);
  const ownTeams = db.selectFrom('teams').select('id').where('club_id', '=', p.ownClub);
  const otherTeams = db.selectFrom('teams').select('id').where('club_id', '=', p.otherClub);
  /** The first row (by id) of the table that belongs to one of the club's teams. */
  const firstOfOwnTeams = (table: 'player_applications' | 'staff_applications' | 'departures') =>
    db.selectFrom(table).select('id').where('team_id', 'in', ownTeams).orderBy('id').executeTakeFirstOrThrow();
  const playerApplication = await firstOfOwnTeams('player_applications');
  const staffApplication = await firstOfOwnTeams('staff_applications');
  const departure = await firstOfOwnTeams('departures');
  // A tournament of the club's teams where the other club has none and asks for none (its entry
  // window is closed): the other club's administrator does not see it at all.
  const tournament = await db
    .selectFrom('tournaments')
    .select('id')
    .where('id', 'in', db.selectFrom('tournament_teams').select('tournament_id').where('team_id', 'in', ownTeams))
    .where('id', 'not in', db.selectFrom('tournament_teams').select('tournament_id').where('team_id', 'in', otherTeams))
    .where('entry_opens_on', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const upload = await suite.upload(
    `/cabinet/documents/player/${player.id}`,
    'team',
    { type: 'additional_document', expires_at: '' },
    [{ field: 'file', name: 'letter.pdf', type: 'application/pdf', bytes: sample(PDF_HEAD, 2000) }],
  );
  if (upload.statusCode !== 201 && upload.statusCode !== 200) throw new Error(`upload: ${upload.body}`);
  const document: number = upload.json().data.id;
  return {
    '/cabinet/applications/players/:id': `/cabinet/applications/players/${playerApplication.id}`,
    '/cabinet/applications/staff/:id': `/cabinet/applications/staff/${staffApplication.id}`,
    '/cabinet/clubs/:id': `/cabinet/clubs/${p.ownClub}`,
    '/cabinet/departures/:id': `/cabinet/departures/${departure.id}`,
    '/cabinet/departures/:id/squad/form': `/cabinet/departures/${departure.id}/squad/form`,
    '/cabinet/departures/:id/travel-list.csv': `/cabinet/departures/${departure.id}/travel-list.csv`,
    '/cabinet/documents/:owner/:id/file': `/cabinet/documents/player/${document}/file`,
    '/cabinet/players/:id/teams-stats': `/cabinet/players/${player.id}/teams-stats`,
    '/cabinet/players/:slug': `/cabinet/players/${player.slug}`,
    '/cabinet/players/:slug/form': `/cabinet/players/${player.slug}/form`,
    '/cabinet/staff/:slug': `/cabinet/staff/${staff.slug}`,
    '/cabinet/staff/:slug/form': `/cabinet/staff/${staff.slug}/form`,
    '/cabinet/teams/:id': `/cabinet/teams/${p.ownTeam}`,
    '/cabinet/teams/:id/form': `/cabinet/teams/${p.ownTeam}/form`,
    '/cabinet/tournaments/:id': `/cabinet/tournaments/${tournament.id}`,
    '/cabinet/tournaments/:id/entries': `/cabinet/tournaments/${tournament.id}/entries`,
    '/cabinet/tournaments/:id/matches': `/cabinet/tournaments/${tournament.id}/matches`,
    '/cabinet/tournaments/:id/teams': `/cabinet/tournaments/${tournament.id}/teams`,
    '/cabinet/tournaments/:id/teams/:club_id/application': `/cabinet/tournaments/${tournament.id}/teams/${p.ownClub}/application`,
    '/cabinet/tournaments/:id/teams/:club_id/application.csv': `/cabinet/tournaments/${tournament.id}/teams/${p.ownClub}/application.csv`,
  };
}

it("every club-scoped read answers the club's own administrator and hides it from another club's", async () => {
  const things = await ownThings();
  expect(Object.keys(things).sort()).toEqual([...scopedReads].sort());
  const answers: string[] = [];
  for (const path of scopedReads) {
    const url = things[path]!;
    const own = await suite.call('GET', url, 'team');
    const other = await suite.call('GET', url, 'otherTeam');
    answers.push(`${path}: own ${own.statusCode < 300 ? 'read' : own.statusCode}, other ${other.statusCode}`);
  }
  expect(answers).toEqual(scopedReads.map((path) => `${path}: own read, other 404`));
});
