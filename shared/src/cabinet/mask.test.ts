import { applyMask, isMaskComplete, maskPlaceholder, unmask } from './mask';

const PHONE = '+7 (###) ###-##-##';

test('digits fill a phone mask with its literals, typed or pasted', () => {
  expect(applyMask('77011234567', PHONE)).toBe('+7 (701) 123-45-67');
  expect(applyMask('+7 701 123 45 67', PHONE)).toBe('+7 (701) 123-45-67');
  expect(applyMask('7701', PHONE)).toBe('+7 (701');
  expect(applyMask('77a0b1', PHONE)).toBe('+7 (701');
});

test('applying a mask to its own result changes nothing', () => {
  const once = applyMask('77011234567', PHONE);
  expect(applyMask(once, PHONE)).toBe(once);
});

test('an IIN takes exactly 12 digits', () => {
  expect(applyMask('990101 300123 45', '############')).toBe('990101300123');
  expect(isMaskComplete('990101300123', '############')).toBe(true);
  expect(isMaskComplete('9901', '############')).toBe(false);
});

test('letter and alphanumeric tokens', () => {
  expect(applyMask('n12345678', 'A########')).toBe('n12345678');
  expect(applyMask('1n2345678', 'A########')).toBe('n2345678');
  expect(applyMask('Қ7-x9', '***')).toBe('Қ7x');
  expect(applyMask('AB123', 'AA-###')).toBe('AB-123');
});

test('unmask keeps the characters in token places; the placeholder shows the shape', () => {
  expect(unmask('+7 (701) 123-45-67', PHONE)).toBe('7011234567');
  expect(maskPlaceholder(PHONE)).toBe('+7 (___) ___-__-__');
});
