// What the provider needs to book travel, and the rules around the trip: citizenship is a country
// of the ISO list on player and staff forms (stored as its code, named in the reader's language,
// never in a public answer), the travel list and its CSV carry it; a squad with children takes an
// accompanying adult (a field error in the request's language); the provider's decisions can be
// undone until the travel date, refused after it with the departure as it is.
import { DepartureDetailResponse, type DepartureStatus } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets } from '../../helpers';
import { demoCabinetSuite, roleCall } from '../../support/demo-cabinet';
import { firstStaffOf } from '../../support/people';
import { clubDepartureTeam, departureState, insertDeparture, matchesWithoutDeparture } from './departure-helpers';

/** The demo's "now" is 2026-03-01 06:00 UTC (11:00 in Almaty). */
const LATER = '2026-03-10T10:00:00Z';
const SAME_DAY = '2026-03-01T12:00:00Z';

describe.each(dbTargets)('travel of a departure on %s', (target) => {
  const demo = demoCabinetSuite(target);
  const { t, tokens } = demo;
  let base: { tournament_id: number; team_id: number };

  beforeAll(async () => {
    base = await clubDepartureTeam(t.db, demo.ownClub);
  });

  const call = roleCall(() => ({ t, tokens }));

  /** A fresh departure of the command team in `status` for a match it does not play, on `when`. */
  const fresh = async (status: DepartureStatus, peopleCount: number | null, when = LATER) => {
    const match = await matchesWithoutDeparture(t.db, base).executeTakeFirstOrThrow();
    await t.db
      .updateTable('matches')
      .set({ date_time: new Date(when) })
      .where('id', '=', match.id)
      .execute();
    return await insertDeparture(t.db, base, match.id, status, peopleCount);
  };
  const statusOf = (id: number) => departureState(t.db, id);
  const eligible = async (id: number) => {
    const form = (await call('GET', `/cabinet/departures/${id}/squad/form`, 'team')).json().data as {
      players: Array<{ id: number; eligible: boolean }>;
      staff: Array<{ id: number; eligible: boolean }>;
    };
    return {
      players: form.players.filter((p) => p.eligible).map((p) => p.id),
      staff: form.staff.filter((s) => s.eligible).map((s) => s.id),
    };
  };

  describe('citizenship', () => {
    it('is picked from the country list on a new player, stored as its code, and shown to the provider', async () => {
      const created = await call('POST', '/cabinet/players', 'team', {
        first_name_kk: 'Тимур',
        last_name_kk: 'Алиев',
        birth_date: '2013-05-04',
        position: 'MF',
        team_id: base.team_id,
        citizenship: 'UZ',
      });
      expect(created.statusCode).toBe(201);
      const { id, slug } = created.json().data as { id: number; slug: string };
      expect(
        (await t.db.selectFrom('players').select('citizenship').where('id', '=', id).executeTakeFirstOrThrow())
          .citizenship,
      ).toBe('UZ');

      const form = (await call('GET', `/cabinet/players/${slug}/form`, 'team', undefined, 'kk')).json().data;
      expect(form.values.citizenship).toBe('UZ');
      const provider = (await call('GET', `/cabinet/players/${slug}`, 'provider')).json().data;
      expect(provider.player.citizenship).toBe('UZ');
    });

    it('refuses a code outside the list on its field, in the request language', async () => {
      const refused = await call(
        'POST',
        '/cabinet/players',
        'team',
        {
          first_name_kk: 'Ерлан',
          last_name_kk: 'Қасымов',
          birth_date: '2013-02-01',
          position: 'DF',
          team_id: base.team_id,
          citizenship: 'XX',
        },
        'ru',
      );
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().data.errors)).toEqual(['citizenship']);
      expect(refused.json().data.errors.citizenship[0]).toMatch(/[а-я]/);
    });

    it('is set and cleared on a staff member', async () => {
      const staff = await firstStaffOf(t.db, [base.team_id]);
      const form = (await call('GET', `/cabinet/staff/${staff.slug}/form`, 'team')).json().data;
      const values = { ...form.values };
      delete values.photo;
      delete values.status;
      const saved = await call('PUT', `/cabinet/staff/${staff.slug}/edit`, 'team', { ...values, citizenship: 'KG' });
      expect(saved.statusCode).toBe(200);
      expect((await call('GET', `/cabinet/staff/${staff.slug}`, 'provider')).json().data.staff.citizenship).toBe('KG');
      const cleared = await call('PATCH', `/cabinet/staff/${staff.slug}`, 'team', { citizenship: null });
      expect(cleared.statusCode).toBe(200);
      expect(
        (await t.db.selectFrom('staff').select('citizenship').where('id', '=', staff.id).executeTakeFirstOrThrow())
          .citizenship,
      ).toBeNull();
      await t.db.updateTable('staff').set({ citizenship: 'KZ' }).where('id', '=', staff.id).execute();
    });
  });

  describe('travel list and its CSV', () => {
    let id: number;
    let playerId: number;
    beforeAll(async () => {
      id = await fresh('pending', 3);
      const { players, staff } = await eligible(id);
      playerId = players[0];
      await t.db
        .insertInto('departure_squad')
        .values([
          { departure_id: id, player_id: players[0], staff_id: null },
          { departure_id: id, player_id: players[1], staff_id: null },
          { departure_id: id, player_id: null, staff_id: staff[0] },
        ])
        .execute();
      await t.db.updateTable('players').set({ citizenship: 'UZ' }).where('id', '=', playerId).execute();
    });

    it('names each traveller’s country in the reader’s language', async () => {
      for (const [language, name] of [
        ['kk', 'Өзбекстан'],
        ['ru', 'Узбекистан'],
        ['en', 'Uzbekistan'],
      ] as const) {
        const response = await call('GET', `/cabinet/departures/${id}`, 'provider', undefined, language);
        assert(response.json(), DepartureDetailResponse);
        const { players, staff } = response.json().data as {
          players: Array<{ id: number; citizenship: string | null }>;
          staff: Array<{ citizenship: string | null }>;
        };
        expect(players.find((p) => p.id === playerId)!.citizenship).toBe(name);
        expect(staff[0].citizenship).not.toBeNull();
      }
    });

    it('exports as CSV with a BOM: name, birth date, citizenship, document, role', async () => {
      const response = await call('GET', `/cabinet/departures/${id}/travel-list.csv`, 'provider', undefined, 'ru');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toMatch(/filename="travel-list-\d+-2026-03-10\.csv"/);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('ФИО,Дата рождения,Гражданство,Документ,Роль');
      expect(lines.at(-1)).toBe('');
      const rows = lines.slice(1, -1);
      expect(rows).toHaveLength(3);
      const player = await t.db
        .selectFrom('players')
        .select(['last_name_ru', 'last_name_kk', 'birth_date', 'identity_number'])
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow();
      const row = rows.find((r) => r.includes(player.identity_number!))!;
      expect(row).toContain(',Узбекистан,');
      expect(row).toContain(`,${String(player.birth_date).slice(0, 10)},`);
      expect(row.endsWith(',Игрок')).toBe(true);
      expect(rows[2]).toMatch(/,Казахстан,.+,(?!Игрок).+$/);
    });

    it('is exported to whoever may read the departure, and to nobody else', async () => {
      expect((await call('GET', `/cabinet/departures/${id}/travel-list.csv`, 'team')).statusCode).toBe(200);
      expect((await call('GET', `/cabinet/departures/${id}/travel-list.csv`, 'admin')).statusCode).toBe(200);
      expect((await call('GET', `/cabinet/departures/${id}/travel-list.csv`, 'referee')).statusCode).toBe(403);
      expect((await call('GET', `/cabinet/departures/${id}/travel-list.csv`, 'media')).statusCode).toBe(403);
      expect((await call('GET', `/cabinet/departures/${id}/travel-list.csv`, null)).statusCode).toBe(401);
    });
  });

  describe('an accompanying adult', () => {
    it.each([
      ['en', 'The squad has 2 players under 18: at least one accompanying adult (team staff) must travel'],
      [
        'ru',
        'В составе 2 несовершеннолетних игроков: нужен хотя бы один сопровождающий взрослый (представитель команды)',
      ],
      [
        'kk',
        'Құрамда 2 кәмелетке толмаған ойыншы бар: кемінде бір ересек ілесіп жүруші (команда қызметкері) болуы керек',
      ],
    ] as const)(
      'is required for children (%s), on the staff field, and nothing is saved',
      async (language, message) => {
        const id = await fresh('empty-squad', 2);
        const { players } = await eligible(id);
        const refused = await call(
          'POST',
          `/cabinet/departures/${id}/squad`,
          'team',
          { player_ids: players.slice(0, 2), staff_ids: [] },
          language,
        );
        expect(refused.statusCode).toBe(422);
        expect(refused.json().data.errors).toEqual({ staff_ids: [message] });
        expect((await statusOf(id)).status).toBe('empty-squad');
        expect(await t.db.selectFrom('departure_squad').select('id').where('departure_id', '=', id).execute()).toEqual(
          [],
        );
      },
    );

    it('accepts the children with one staff member', async () => {
      const id = await fresh('empty-squad', 3);
      const { players, staff } = await eligible(id);
      const sent = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
        player_ids: players.slice(0, 2),
        staff_ids: staff.slice(0, 1),
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.status).toBe('pending');
    });

    it('does not count a staff member under 18 as the adult', async () => {
      const id = await fresh('empty-squad', 2);
      const { players, staff } = await eligible(id);
      const young = staff[0];
      const before = await t.db
        .selectFrom('staff')
        .select('birth_date')
        .where('id', '=', young)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('staff').set({ birth_date: '2010-01-01' }).where('id', '=', young).execute();
      try {
        const refused = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
          player_ids: players.slice(0, 1),
          staff_ids: [young],
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().data.errors.staff_ids).toEqual([
          'The squad has 1 players under 18: at least one accompanying adult (team staff) must travel',
        ]);
      } finally {
        await t.db.updateTable('staff').set({ birth_date: before.birth_date }).where('id', '=', young).execute();
      }
    });
  });

  describe("undoing the provider's decision", () => {
    it.each<[DepartureStatus, string, DepartureStatus]>([
      ['pending', 'submitted', 'pending'],
      ['pending', 'rejected', 'pending'],
      ['submitted', 'unsubmitted', 'submitted'],
    ])(
      'from %s, a decision %s is undone back to %s before the travel date, and the team is told',
      async (from, decision, back) => {
        const id = await fresh(from, 2);
        const decided = await call('PATCH', `/cabinet/departures/${id}`, 'provider', {
          status: decision,
          reason: decision === 'submitted' ? null : 'Match moved',
        });
        expect(decided.statusCode).toBe(200);
        const detail = (await call('GET', `/cabinet/departures/${id}`, 'provider')).json().data;
        expect(detail.departure.actions).toContain('undo');
        const told = await t.db
          .selectFrom('notifications')
          .select('id')
          .where('kind', '=', 'departure_status')
          .execute();
        const undone = await call('POST', `/cabinet/departures/${id}/undo`, 'provider');
        expect(undone.statusCode).toBe(200);
        expect(undone.json().data).toEqual({ id, status: back, people_count: 2 });
        expect(await statusOf(id)).toMatchObject({ status: back, reject_reason: null });
        expect(
          (await t.db.selectFrom('notifications').select('id').where('kind', '=', 'departure_status').execute()).length,
        ).toBeGreaterThan(told.length);
      },
    );

    it('is refused with 409 and the departure as it is when there is no decision to undo', async () => {
      const id = await fresh('pending', 2);
      const refused = await call('POST', `/cabinet/departures/${id}/undo`, 'provider', undefined, 'ru');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^Выезд в статусе «.+»: нет решения провайдера, которое можно отменить$/);
      expect(refused.json().data.current).toMatchObject({ id, status: 'pending' });
      expect((await statusOf(id)).status).toBe('pending');
    });

    it('is refused on the travel date with 409 and the current state, and not offered', async () => {
      const id = await fresh('submitted', 2, SAME_DAY);
      expect((await call('GET', `/cabinet/departures/${id}`, 'provider')).json().data.departure.actions).toEqual([
        'remove',
      ]);
      const refused = await call('POST', `/cabinet/departures/${id}/undo`, 'provider');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('A decision can be undone only before the travel date (2026-03-01)');
      expect(refused.json().data.current).toMatchObject({ id, status: 'submitted', actions: ['remove'] });
      expect((await statusOf(id)).status).toBe('submitted');
    });

    it('is the reviewers’ only: the team, the referee and the media manager may not', async () => {
      const id = await fresh('submitted', 2);
      expect((await call('GET', `/cabinet/departures/${id}`, 'team')).json().data.departure.actions).toEqual([]);
      for (const who of ['team', 'referee', 'media'] as const)
        expect((await call('POST', `/cabinet/departures/${id}/undo`, who)).statusCode).toBe(403);
      expect((await call('POST', `/cabinet/departures/${id}/undo`, 'admin')).statusCode).toBe(200);
      expect((await statusOf(id)).status).toBe('pending');
    });
  });
});
