// The application pages' tests' data: a player's application as the API answers it once
// disqualified, and club 2's team application to tournament 6 with the people on it.
import type { CabinetApplicationDetail, CabinetTeamApplication, TeamApplicationEntry } from '@league/shared/cabinet';

export function disqualifiedApplication(changes: Partial<CabinetApplicationDetail> = {}): CabinetApplicationDetail {
  return {
    id: 70,
    kind: 'player',
    status: 'disqualified',
    reject_reason: null,
    number: 7,
    updated_at: '2026-03-01T06:00:00.000Z',
    tournament: { id: 6, title: 'U-14 Boys 2026', active: true, finished: false },
    club: { id: 2, title: 'Yessil', archived: false },
    team: { id: 6, title: 'Yessil 2012', club_id: 2 },
    person: {
      id: 7,
      slug: 'p-7',
      name: 'Omarov Kuanysh',
      photo: null,
      birth_date: '2012-05-01',
      position: 'MF',
      identity_kind: null,
      identity_number: null,
    },
    documents: [],
    eligibility: { eligible: true, issues: [] },
    allowed: [],
    disqualification: { reason: 'Violent conduct', matches: null, decided_at: '2026-03-01T06:00:00.000Z' },
    history: [],
    ...changes,
  };
}

/**
 * A person on a team's application (number `id`, application `id * 10`, one identity document);
 * an `eligible: false` one misses the heart ultrasound, a rejected one lacked a stamp.
 */
export function teamEntry(
  id: number,
  name: string,
  status: TeamApplicationEntry['status'],
  allowed: TeamApplicationEntry['allowed'],
  eligible = true,
): TeamApplicationEntry {
  return {
    person: { id, slug: `p-${id}`, name, photo: null, birth_date: '2012-05-01', position: 'MF' },
    application_id: status === 'empty' ? null : id * 10,
    status,
    reject_reason: status === 'rejected' ? 'Stamp missing' : null,
    number: id,
    documents: [{ id: id * 100, type: 'identity', expires_at: null }],
    eligibility: eligible
      ? { eligible: true, issues: [] }
      : {
          eligible: false,
          issues: [
            { code: 'document_missing', document_type: 'heart_shot', message: 'Missing document: Heart ultrasound' },
          ],
        },
    allowed,
    disqualification: null,
  };
}

/** Club 2's (Yessil) application to tournament 6: its one team, Yessil 2012, with `players` and no staff. */
export function teamApplication(players: TeamApplicationEntry[]): CabinetTeamApplication {
  return {
    tournament: { id: 6, title: 'U-14 Boys 2026', active: true, finished: false },
    club: { id: 2, title: 'Yessil', archived: false },
    closed: null,
    teams: [{ id: 6, slug: 'yessil-2012', title: 'Yessil 2012', birth_year: 2012, players, staff: [] }],
  };
}
