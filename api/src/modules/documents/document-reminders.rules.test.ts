// Which threshold a document has reached, which documents count, and what a reminder carries.
import { addDays, daysBetween, dueReminders, thresholdFor } from './document-reminders.rules';
import type { ExpiringDocumentRow } from './documents.repository';

test('the tightest threshold reached; none beyond 30 days or once expired', () => {
  expect([31, 30, 15, 14, 4, 3, 1, 0, -1].map(thresholdFor)).toEqual([null, 30, 30, 14, 14, 3, 3, 3, null]);
  expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
});

const row = (over: Partial<ExpiringDocumentRow>): ExpiringDocumentRow => ({
  document_id: 5,
  person_id: 9,
  type: 'identity',
  expires_at: '2026-03-15',
  slug: 'omarov-kuanysh',
  kind: null,
  last_name_kk: 'Омаров',
  last_name_ru: 'Омаров',
  last_name_en: 'Omarov',
  first_name_kk: 'Қуаныш',
  first_name_ru: '',
  first_name_en: 'Kuanysh',
  club_id: 2,
  team_id: 4,
  ...over,
});

test('one reminder per document, one notice per club, each with its link; documents nobody requires are left out', () => {
  const due = dueReminders(
    'staff',
    [
      row({ kind: 'coach', type: 'staff_license' }),
      row({ kind: 'coach', type: 'staff_license', team_id: 6 }),
      row({ kind: 'coach', type: 'staff_license', club_id: 3, team_id: 8 }),
    ],
    '2026-03-01',
  );
  expect(due).toHaveLength(1);
  expect(due[0]).toMatchObject({ documentId: 5, threshold: 14, expiresAt: '2026-03-15' });
  expect(due[0].clubs.map((c) => c.payload.link)).toEqual([
    '/cabinet/clubs/2/teams/4/staff/omarov-kuanysh',
    '/cabinet/clubs/3/teams/8/staff/omarov-kuanysh',
  ]);
  expect(due[0].clubs[0].payload).toMatchObject({
    person: { kk: 'Омаров Қуаныш', ru: 'Омаров Қуаныш', en: 'Omarov Kuanysh' },
    days_left: 14,
    document_type: 'staff_license',
  });
  // A licence is not required of an administrator; an additional document of nobody.
  expect(dueReminders('staff', [row({ kind: 'administrator', type: 'staff_license' })], '2026-03-01')).toEqual([]);
  expect(dueReminders('player', [row({ type: 'additional_document' })], '2026-03-01')).toEqual([]);
  expect(dueReminders('player', [row({})], '2026-03-01')[0].clubs[0].payload.link).toBe(
    '/cabinet/players/omarov-kuanysh',
  );
});
