// Texts of the signing PIN section of the account page (a team's official; ADR 0251).
export const signingPinStrings = {
  kk: {
    title: 'Хаттамаға қол қоюға арналған PIN-код',
    hint: 'Төрешінің телефонында матч хаттамасына қол қойғанда құпиясөздің орнына осы 6 таңбалы PIN-код сұралады. Бес рет қате енгізілсе, PIN-код 15 минутқа бұғатталады.',
    set: 'PIN-код орнатылған ({date})',
    unset: 'PIN-код әлі орнатылмаған',
    pin: 'Жаңа PIN-код (6 цифр)',
    password: 'Ағымдағы құпиясөз',
    save: 'PIN-кодты сақтау',
    saved: 'PIN-код сақталды',
    loadError: 'PIN-код туралы мәлімет жүктелмеді',
  },
  ru: {
    title: 'PIN-код для подписи протокола',
    hint: 'Подписывая протокол матча на телефоне судьи, вы вводите этот 6-значный PIN-код вместо пароля. После пяти неверных попыток PIN-код блокируется на 15 минут.',
    set: 'PIN-код задан ({date})',
    unset: 'PIN-код ещё не задан',
    pin: 'Новый PIN-код (6 цифр)',
    password: 'Текущий пароль',
    save: 'Сохранить PIN-код',
    saved: 'PIN-код сохранён',
    loadError: 'Не удалось загрузить сведения о PIN-коде',
  },
  en: {
    title: 'Signing PIN for match sheets',
    hint: 'When you sign a match sheet on the referee’s phone, you type this 6-digit PIN instead of your password. After five wrong tries the PIN is locked for 15 minutes.',
    set: 'PIN set ({date})',
    unset: 'No PIN set yet',
    pin: 'New PIN (6 digits)',
    password: 'Current password',
    save: 'Save the PIN',
    saved: 'The PIN is saved',
    loadError: 'Could not load the PIN’s state',
  },
};
export type SigningPinStrings = (typeof signingPinStrings)['kk'];
