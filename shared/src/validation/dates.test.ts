import { birthDateFailure, dateAroundFailure, pastYearFailure } from './dates';
import { formatValidationMessage } from './messages';
import * as rules from './rules';
import { validator } from './validators';
import { birthDate, dateAround, pastYear } from '../contracts/fields';
import { ClubCreateBody } from '../contracts/cabinet-clubs';
import { fieldIssues } from '../contracts/errors';
import { validate, type Struct } from 'superstruct';

const TODAY = '2026-11-26';

describe('dates against reality (ADR 0165)', () => {
  it('the league’s today is Almaty’s calendar day', () => {
    // 20:30 UTC is already the next day in Almaty (UTC+5).
    expect(rules.leagueToday(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27');
    expect(rules.leagueToday(new Date('2026-11-26T18:59:00Z'))).toBe('2026-11-26');
    expect(rules.leagueYear('2026-11-26')).toBe(2026);
  });

  it('counts whole years, the birthday itself included', () => {
    expect(rules.ageOn('2013-11-26', TODAY)).toBe(13);
    expect(rules.ageOn('2013-11-27', TODAY)).toBe(12);
    expect(rules.ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(rules.ageOn('2013-02-30', TODAY)).toBeNull();
    expect(rules.ageOn('01.01.2013', TODAY)).toBeNull();
  });

  it('a birth date is not in the future, and a player is 4 to 21 years old', () => {
    const player = rules.DATE_BOUNDS.player;
    expect(birthDateFailure('2030-01-01', player, TODAY)).toEqual(['date_future', {}]);
    expect(birthDateFailure('2026-11-27', player, TODAY)).toEqual(['date_future', {}]);
    expect(birthDateFailure('2023-01-01', player, TODAY)).toEqual(['age_range', { min: 4, max: 21 }]);
    expect(birthDateFailure('2022-11-26', player, TODAY)).toBeNull();
    expect(birthDateFailure('2004-11-27', player, TODAY)).toBeNull();
    expect(birthDateFailure('2004-11-26', player, TODAY)).toEqual(['age_range', { min: 4, max: 21 }]);
    expect(birthDateFailure('2013-02-30', player, TODAY)).toEqual(['date', {}]);
  });

  it('a staff member is 16 to 100 years old', () => {
    const staff = rules.DATE_BOUNDS.staff;
    expect(birthDateFailure('1985-04-05', staff, TODAY)).toBeNull();
    expect(birthDateFailure('2012-01-01', staff, TODAY)).toEqual(['age_range', { min: 16, max: 100 }]);
    expect(birthDateFailure('1900-01-01', staff, TODAY)).toEqual(['age_range', { min: 16, max: 100 }]);
    expect(birthDateFailure('2027-01-01', staff, TODAY)).toEqual(['date_future', {}]);
  });

  it('a founding year is from 1850 to this year', () => {
    expect(pastYearFailure(2026, 1850, TODAY)).toBeNull();
    expect(pastYearFailure('1850', 1850, TODAY)).toBeNull();
    expect(pastYearFailure(2027, 1850, TODAY)).toEqual(['year_future', {}]);
    expect(pastYearFailure(1849, 1850, TODAY)).toEqual(['min_value', { value: 1850 }]);
    expect(pastYearFailure(2020.5, 1850, TODAY)).toEqual(['integer', {}]);
  });

  it('a tournament day is within five years either side of this year, shown as DD.MM.YYYY', () => {
    const around = rules.DATE_BOUNDS.tournament;
    expect(rules.yearsAround(5, 5, TODAY)).toEqual({ from: '2021-01-01', to: '2031-12-31' });
    expect(dateAroundFailure('2021-01-01', around, TODAY)).toBeNull();
    expect(dateAroundFailure('2031-12-31', around, TODAY)).toBeNull();
    expect(dateAroundFailure('0001-01-01', around, TODAY)).toEqual([
      'date_range',
      { from: '01.01.2021', to: '31.12.2031' },
    ]);
    expect(dateAroundFailure('2032-01-01', around, TODAY)).toEqual([
      'date_range',
      { from: '01.01.2021', to: '31.12.2031' },
    ]);
    expect(dateAroundFailure('2026-02-31', around, TODAY)).toEqual(['date', {}]);
  });

  it('the messages read in kk, ru and en', () => {
    expect(formatValidationMessage('kk', 'date_future')).toBe('Күн болашақта болмауы керек');
    expect(formatValidationMessage('ru', 'age_range', { min: 4, max: 21 })).toBe('Возраст должен быть от 4 до 21 лет');
    expect(formatValidationMessage('en', 'date_range', { from: '01.01.2021', to: '31.12.2031' })).toBe(
      'The date must be from 01.01.2021 to 31.12.2031',
    );
    expect(formatValidationMessage('en', 'year_future')).toBe('The year cannot be in the future');
  });
});

describe('the same rules in a form and in a contract', () => {
  const nextYear = rules.leagueYear() + 1;

  it('form validators refuse a future birth date, an implausible age, a future founding year, a far-off day', () => {
    const player = validator('kk', 'required', { rule: 'birth_date', ...rules.DATE_BOUNDS.player });
    expect(player(`${nextYear}-01-01`)).toBe('Күн болашақта болмауы керек');
    expect(player('1990-01-01')).toBe('Жасы 4 мен 21 жас аралығында болуы керек');
    expect(player('')).toBe('Бұл өрісті толтыру міндетті');
    expect(validator('en', { rule: 'birth_date', ...rules.DATE_BOUNDS.staff })('')).toBeUndefined();
    expect(validator('en', { rule: 'past_year', min: 1850 })(nextYear)).toBe('The year cannot be in the future');
    expect(validator('ru', { rule: 'date_around', back: 5, ahead: 5 })('0001-01-01')).toMatch(
      /^Дата должна быть с 01\.01\.\d{4} по 31\.12\.\d{4}$/,
    );
  });

  it('contract fields refuse them with the same rule', () => {
    const issue = <T, S>(struct: Struct<T, S>, value: unknown) => {
      const [error] = validate(value, struct);
      return error ? fieldIssues(error) : null;
    };
    expect(issue(birthDate(rules.DATE_BOUNDS.player), `${nextYear}-01-01`)).toEqual({
      body: [{ rule: 'date_future', params: {} }],
    });
    expect(issue(pastYear(1850), nextYear)).toEqual({ body: [{ rule: 'year_future', params: {} }] });
    expect(issue(dateAround(rules.DATE_BOUNDS.tournament), '0001-01-01')?.body[0].rule).toBe('date_range');
    expect(issue(dateAround(rules.DATE_BOUNDS.tournament), '2026-13-01')).toEqual({
      body: [{ rule: 'date', params: {} }],
    });
    expect(issue(ClubCreateBody, { title_kk: 'Жаңа', founded_year: nextYear })).toEqual({
      founded_year: [{ rule: 'year_future', params: {} }],
    });
    expect(issue(ClubCreateBody, { title_kk: 'Жаңа', founded_year: rules.leagueYear() })).toBeNull();
  });
});
