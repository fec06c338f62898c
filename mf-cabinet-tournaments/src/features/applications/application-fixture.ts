// A player's application as the API answers it once disqualified, for the application pages' tests.
import type { CabinetApplicationDetail } from '@league/shared/cabinet';

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
