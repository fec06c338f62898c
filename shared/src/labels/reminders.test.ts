// A reminder of an expiring document reads the same in every channel (the cabinet's list, a
// future e-mail): whose document, which, the last valid day as DD.MM.YYYY, the days left with the
// language's plural.
import { daysText, documentReminderText } from './reminders';

const payload = {
  person: { kk: 'Сапаров Ерлан', ru: 'Сапаров Ерлан', en: 'Saparov Yerlan' },
  document_type: 'staff_license' as const,
  expires_at: '2026-04-01',
  days_left: 30,
};

test('title and line in kk, ru and en', () => {
  expect(documentReminderText(payload, 'en')).toEqual({
    title: 'A document expires in 30 days',
    line: 'Saparov Yerlan: “Coaching licence” is valid until 01.04.2026',
  });
  expect(documentReminderText(payload, 'ru').title).toBe('Срок документа истекает через 30 дней');
  expect(documentReminderText(payload, 'kk').title).toBe('Құжаттың мерзімі 30 күннен кейін бітеді');
  expect(documentReminderText({ ...payload, days_left: 0 }, 'en').title).toBe('A document expires today');
});

test('Russian plurals of days', () => {
  expect([1, 2, 3, 5, 11, 14, 21, 22, 30].map((n) => daysText(n, 'ru'))).toEqual([
    '1 день',
    '2 дня',
    '3 дня',
    '5 дней',
    '11 дней',
    '14 дней',
    '21 день',
    '22 дня',
    '30 дней',
  ]);
  expect(daysText(1, 'en')).toBe('1 day');
});
