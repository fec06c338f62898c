// The eligibility rules one by one, on facts built here (no database).
import { REQUIRED_PLAYER_DOCUMENTS, type EligibilityReason } from '@league/shared/contracts';
import {
  judgePlayers,
  judgeStaff,
  type Context,
  type DocumentFact,
  type PlayerFacts,
  type StaffFacts,
} from './eligibility.rules';

const TEAM = 10;
const OTHER_TEAM = 20;
const allDocuments = (expiresAt: string | null = null): DocumentFact[] =>
  REQUIRED_PLAYER_DOCUMENTS.map((type) => ({ type, expiresAt }));
const ctx = (over: Partial<Context> = {}, tournament: Partial<Context['tournament']> = {}): Context => ({
  purpose: 'application',
  teamId: TEAM,
  on: '2026-03-01',
  clubArchived: false,
  tournament: { birthYearFrom: 2012, birthYearTo: 2013, jokerQuota: 2, active: true, endDate: null, ...tournament },
  ...over,
});
const player = (id: number, over: Partial<PlayerFacts> = {}): PlayerFacts => ({
  id,
  birthYear: 2012,
  documents: allDocuments(),
  applications: [],
  suspended: false,
  ...over,
});
const codes = (reasons: EligibilityReason[] | undefined) =>
  (reasons ?? []).map((r) => (r.document_type ? `${r.code}:${r.document_type}` : r.code));
const one = (p: PlayerFacts, c: Context = ctx(), taken = 0) => codes(judgePlayers([p], c, taken).get(p.id));

describe('birth-year band and joker places', () => {
  it('accepts both edges of the band and refuses a year younger than it', () => {
    expect(one(player(1, { birthYear: 2012 }))).toEqual([]);
    expect(one(player(1, { birthYear: 2013 }))).toEqual([]);
    expect(one(player(1, { birthYear: 2014 }))).toEqual(['birth_year']);
  });

  it('lets over-age players in while joker places remain, counting the team and the list', () => {
    const old = [player(1, { birthYear: 2011 }), player(2, { birthYear: 2010 }), player(3, { birthYear: 2011 })];
    const judged = judgePlayers(old, ctx(), 0);
    expect(old.map((p) => codes(judged.get(p.id)))).toEqual([[], [], ['joker_quota']]);
    expect(codes(judgePlayers([old[0]], ctx(), 2).get(1))).toEqual(['joker_quota']);
    expect(codes(judgePlayers([old[0]], ctx({}, { jokerQuota: 3 }), 2).get(1))).toEqual([]);
    expect(codes(judgePlayers([old[0]], ctx({}, { jokerQuota: 0 }), 0).get(1))).toEqual(['joker_quota']);
  });

  it('checks neither band nor quota for a match squad (the application did)', () => {
    const accepted = [{ teamId: TEAM, status: 'submitted' as const }];
    expect(one(player(1, { birthYear: 2014, applications: accepted }), ctx({ purpose: 'match' }))).toEqual([]);
  });
});

describe('documents', () => {
  it('names every missing required document', () => {
    const documents = allDocuments().filter((d) => d.type !== 'heart_shot' && d.type !== 'identity');
    expect(one(player(1, { documents }))).toEqual(['document_missing:identity', 'document_missing:heart_shot']);
  });

  it('is valid through its expiry day and expired the day after', () => {
    const on = (day: string) => ctx({ on: day });
    const documents = allDocuments().map((d) =>
      d.type === 'depth_medical_examination' ? { ...d, expiresAt: '2026-03-01' } : d,
    );
    expect(one(player(1, { documents }), on('2026-03-01'))).toEqual([]);
    expect(one(player(1, { documents }), on('2026-03-02'))).toEqual(['document_expired:depth_medical_examination']);
  });

  it('takes a valid copy over an expired one', () => {
    const documents = [...allDocuments(), { type: 'identity' as const, expiresAt: '2020-01-01' }];
    expect(one(player(1, { documents }))).toEqual([]);
  });

  it('does not require the additional document', () => {
    expect(REQUIRED_PLAYER_DOCUMENTS).not.toContain('additional_document');
  });
});

describe('applications and discipline', () => {
  it('refuses a player already pending or accepted for another team, not a rejected one', () => {
    expect(one(player(1, { applications: [{ teamId: OTHER_TEAM, status: 'pending' }] }))).toEqual(['other_team']);
    expect(one(player(1, { applications: [{ teamId: OTHER_TEAM, status: 'submitted' }] }))).toEqual(['other_team']);
    expect(one(player(1, { applications: [{ teamId: OTHER_TEAM, status: 'rejected' }] }))).toEqual([]);
  });

  it('refuses the withdrawn a match or a departure, and the disqualified everything', () => {
    for (const purpose of ['match', 'departure'] as const) {
      expect(one(player(1, { applications: [{ teamId: TEAM, status: 'unsubmitted' }] }), ctx({ purpose }))).toEqual([
        'withdrawn',
      ]);
    }
    // Sent again to the application: the withdrawal is undone (the status table allows it).
    expect(one(player(1, { applications: [{ teamId: TEAM, status: 'unsubmitted' }] }))).toEqual([]);
    expect(one(player(1, { applications: [{ teamId: TEAM, status: 'disqualified' }] }))).toEqual(['disqualified']);
    expect(
      one(player(1, { applications: [{ teamId: TEAM, status: 'disqualified' }] }), ctx({ purpose: 'match' })),
    ).toEqual(['disqualified']);
  });

  it('needs an accepted application for a match or a departure squad', () => {
    for (const purpose of ['match', 'departure'] as const) {
      expect(one(player(1), ctx({ purpose }))).toEqual(['not_in_application']);
      expect(one(player(1, { applications: [{ teamId: TEAM, status: 'pending' }] }), ctx({ purpose }))).toEqual([
        'not_in_application',
      ]);
      expect(one(player(1, { applications: [{ teamId: TEAM, status: 'submitted' }] }), ctx({ purpose }))).toEqual([]);
    }
  });

  it('refuses a suspended player in the match squad', () => {
    const accepted = [{ teamId: TEAM, status: 'submitted' as const }];
    expect(one(player(1, { applications: accepted, suspended: true }), ctx({ purpose: 'match' }))).toEqual([
      'suspended',
    ]);
  });
});

describe('the tournament and the club', () => {
  it('takes no application into an inactive or finished tournament or from an archived club', () => {
    expect(one(player(1), ctx({}, { active: false }))).toEqual(['tournament_inactive']);
    expect(one(player(1), ctx({}, { endDate: '2026-02-01' }))).toEqual(['tournament_finished']);
    expect(one(player(1), ctx({ clubArchived: true }))).toEqual(['club_archived']);
  });
});

describe('staff', () => {
  const staff = (kind: StaffFacts['kind'], types: DocumentFact['type'][]): StaffFacts => ({
    id: 5,
    kind,
    documents: types.map((type) => ({ type, expiresAt: null })),
    applications: [],
  });
  it('needs identity and consent, and a licence for coaches only', () => {
    expect(codes(judgeStaff([staff('doctor', ['identity', 'consent_to_data_processing'])], ctx()).get(5))).toEqual([]);
    expect(codes(judgeStaff([staff('head_coach', ['identity', 'consent_to_data_processing'])], ctx()).get(5))).toEqual([
      'document_missing:staff_license',
    ]);
    expect(
      codes(judgeStaff([staff('coach', ['identity', 'consent_to_data_processing', 'staff_license'])], ctx()).get(5)),
    ).toEqual([]);
  });
});
