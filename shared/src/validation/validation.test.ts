import { formatValidationMessage, validationMessages } from './messages';
import * as rules from './rules';
import { validator } from './validators';

describe('spec §5 rules', () => {
  it('required rejects empty and whitespace-only values', () => {
    expect(rules.required('')).toBe(false);
    expect(rules.required('   ')).toBe(false);
    expect(rules.required(null)).toBe(false);
    expect(rules.required('Айдос')).toBe(true);
    expect(rules.required(0)).toBe(true);
    expect(rules.required([])).toBe(false);
  });

  it('email, url, phone, digits', () => {
    expect(rules.email('team@league.test')).toBe(true);
    expect(rules.email('team@league')).toBe(false);
    expect(rules.email('a b@c.kz')).toBe(false);
    expect(rules.url('https://league.kz/news')).toBe(true);
    expect(rules.url('league.kz')).toBe(false);
    expect(rules.url('javascript:alert(1)')).toBe(false);
    expect(rules.phone('+7 (701) 123-45-67')).toBe(true);
    expect(rules.phone('8 701 123 45 6')).toBe(false);
    expect(rules.digits('123456', 6)).toBe(true);
    expect(rules.digits('12345a', 6)).toBe(false);
  });

  it('length and numeric bounds count characters, not bytes', () => {
    expect(rules.max('Қазақстан', 9)).toBe(true);
    expect(rules.min('ab', 3)).toBe(false);
    expect(rules.minOrEmpty('', 3)).toBe(true);
    expect(rules.minOrEmpty('ab', 3)).toBe(false);
    expect(rules.minValue('5', 1)).toBe(true);
    expect(rules.maxValue(100, 99)).toBe(false);
    expect(rules.minValue('abc', 1)).toBe(false);
    expect(rules.confirmed('a', 'a')).toBe(true);
  });
});

describe('messages', () => {
  it('has every key in kk, ru and en', () => {
    const keys = Object.keys(validationMessages.kk).sort();
    expect(Object.keys(validationMessages.ru).sort()).toEqual(keys);
    expect(Object.keys(validationMessages.en).sort()).toEqual(keys);
  });

  it('fills placeholders and falls back to kk', () => {
    expect(formatValidationMessage('en', 'max', { length: 10 })).toBe('Must be at most 10 characters');
    expect(formatValidationMessage('ru', 'default', { field: 'email' })).toBe('Поле email заполнено неверно');
    expect(formatValidationMessage('de', 'required')).toBe('Бұл өрісті толтыру міндетті');
  });

  it('builds form validators: only required rejects an empty optional field', () => {
    const check = validator('en', 'required', 'email', { rule: 'max', length: 20 });
    expect(check('')).toBe('This field is required');
    expect(check('x')).toBe('Incorrect e-mail');
    expect(check('a@b.kz')).toBeUndefined();
    const optionalPhone = validator('ru', 'phone');
    expect(optionalPhone('')).toBeUndefined();
    expect(optionalPhone('123')).toBe('Некорректный телефон');
    const password = validator('en', { rule: 'confirmed', target: 'password' });
    expect(password('a', { password: 'b' })).toBe('Password do not match');
  });
});
