import { formatValidationMessage } from './messages';
import { iin, iinBirthDate, iinFailure } from './iin';

describe('IIN', () => {
  it('reads the birth date of a valid IIN', () => {
    expect(iinBirthDate('121002530161')).toBe('2012-10-02');
    expect(iinBirthDate('121002530162')).toBeNull(); // check digit
    expect(iin('130325576016')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length, a century digit out of range, an impossible date', () => {
    expect(iin('130521574651')).toBe(false);
    expect(iin('12100253016')).toBe(false);
    expect(iin('1210025301611')).toBe(false);
    expect(iin('121002930161')).toBe(false);
    expect(iin('123002530161')).toBe(false);
  });
  it('names a birth date that differs from the one the IIN carries', () => {
    expect(iinFailure('121002530161', '2012-10-02')).toBeNull();
    expect(iinFailure('121002530161', '2012-10-03')).toEqual(['iin_birth_date', { date: '02.10.2012' }]);
    expect(iinFailure('130521574651')).toEqual(['iin', {}]);
    expect(iinFailure('121002530161', '2012-02-30')).toBeNull();
    expect(formatValidationMessage('ru', 'iin_birth_date', { date: '02.10.2012' })).toContain('02.10.2012');
  });
});
