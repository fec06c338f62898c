import {
  APPLICATION_STATUSES,
  CARD_TYPES,
  DEPARTURE_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  GOAL_METHODS,
  IDENTITY_KINDS,
  LANGUAGES,
  MATCH_STATUSES,
  PENALTY_FAILURES,
  PLAYER_POSITIONS,
  REFEREE_ROLES,
  REMOVAL_CAUSES,
  ROLE_SLUGS,
  STAFF_KINDS,
  TOURNAMENT_BUCKETS,
  TOURNAMENT_FORMATS,
} from '../contracts/enums';
import { missingTranslations } from '../i18n/keys';
import { ENUM_LABELS, enumLabel, type EnumName } from '.';

const ENUMS: [EnumName, readonly string[]][] = [
  ['role', ROLE_SLUGS],
  ['gender', GENDERS],
  ['position', PLAYER_POSITIONS],
  ['positionShort', PLAYER_POSITIONS],
  ['identityKind', IDENTITY_KINDS],
  ['applicationStatus', APPLICATION_STATUSES],
  ['departureStatus', DEPARTURE_STATUSES],
  ['matchStatus', [...MATCH_STATUSES, 'locked']],
  ['goalMethod', GOAL_METHODS],
  ['cardType', CARD_TYPES],
  ['penaltyFailure', PENALTY_FAILURES],
  ['removalCause', REMOVAL_CAUSES],
  ['refereeRole', REFEREE_ROLES],
  ['documentType', DOCUMENT_TYPES],
  ['staffKind', STAFF_KINDS],
  ['tournamentBucket', TOURNAMENT_BUCKETS],
  ['tournamentFormat', TOURNAMENT_FORMATS],
];

test.each(ENUMS)('every value of %s has a title in every language', (name, values) => {
  for (const language of LANGUAGES) {
    expect(Object.keys(ENUM_LABELS[language][name]).sort()).toEqual([...values].sort());
    for (const value of values) expect(enumLabel(name, value, language).trim()).not.toBe('');
  }
});

test('the three languages have the same keys and differ where a word differs', () => {
  expect(missingTranslations(ENUM_LABELS)).toEqual([]);
  expect(enumLabel('position', 'GK', 'kk')).toBe('Қақпашы');
  expect(enumLabel('position', 'GK', 'ru')).toBe('Вратарь');
  expect(enumLabel('position', 'GK', 'en')).toBe('Goalkeeper');
});

test('an unknown value falls back to kk, then to the value with spaces', () => {
  expect(enumLabel('metric', 'shots', 'en')).toBe('Shots');
  expect(enumLabel('metric', 'long_balls', 'ru')).toBe('long balls');
});
