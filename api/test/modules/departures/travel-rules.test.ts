// The pure rules of a trip: a traveller's age on the travel day, the CSV field (quoted when it
// must be, a leading formula sign defused for spreadsheets), and who is offered the undo.
import { csvField } from '../../../src/lib/csv';
import { departureActions, yearsOn } from '../../../src/modules/departures/departures.service';

const user = (role: string) => ({ id: 1, role, clubId: null }) as never;

test('an age counts whole years up to the day before the birthday', () => {
  expect(yearsOn('2008-03-14', '2026-03-13')).toBe(17);
  expect(yearsOn('2008-03-14', '2026-03-14')).toBe(18);
  expect(yearsOn('2012-12-31', '2026-01-01')).toBe(13);
});

test('a CSV field is quoted only when it must be, and a formula is never run by a spreadsheet', () => {
  expect(csvField('Aliev Timur')).toBe('Aliev Timur');
  expect(csvField('Doe, John')).toBe('"Doe, John"');
  expect(csvField('He said "go"')).toBe('"He said ""go"""');
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField('-1')).toBe("'-1");
});

test('the undo is the reviewers’ and only while the travel date is ahead', () => {
  expect(departureActions(user('provider'), 'submitted', true)).toEqual(['remove', 'undo']);
  expect(departureActions(user('provider'), 'submitted', false)).toEqual(['remove']);
  expect(departureActions(user('super_admin'), 'rejected', true)).toEqual(['count', 'squad', 'undo']);
  expect(departureActions(user('provider'), 'pending', true)).toEqual(['agree', 'reject']);
  expect(departureActions(user('command_admin'), 'unsubmitted', true)).toEqual([]);
});
