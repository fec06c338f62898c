// Texts of the two-factor sign-in section of the account page (super_admin; ADR 0221).
export const twoFactorStrings = {
  kk: {
    title: 'Екі факторлы кіру',
    hint: 'Кіргенде құпиясөзден бөлек аутентификатор қолданбасының коды сұралады.',
    on: 'Қосулы. Қалған қалпына келтіру кодтары: {n}',
    off: 'Өшірулі',
    start: 'Қосу',
    secret: 'Қолданбаға осы кілтті енгізіңіз (немесе сілтемені ашыңыз):',
    code: 'Қолданбадағы 6 таңбалы код',
    confirm: 'Растау',
    codes:
      'Қалпына келтіру кодтары. Оларды қауіпсіз жерге сақтаңыз: олар енді көрсетілмейді, әрқайсысы бір рет жұмыс істейді.',
    password: 'Құпиясөз',
    turnOff: 'Өшіру',
  },
  ru: {
    title: 'Двухфакторный вход',
    hint: 'При входе кроме пароля запрашивается код из приложения-аутентификатора.',
    on: 'Включён. Осталось кодов восстановления: {n}',
    off: 'Выключен',
    start: 'Включить',
    secret: 'Введите в приложение этот ключ (или откройте ссылку):',
    code: '6-значный код из приложения',
    confirm: 'Подтвердить',
    codes: 'Коды восстановления. Сохраните их в надёжном месте: больше они не покажутся, каждый срабатывает один раз.',
    password: 'Пароль',
    turnOff: 'Выключить',
  },
  en: {
    title: 'Two-factor sign-in',
    hint: 'Signing in asks for a code from an authenticator app besides the password.',
    on: 'On. Recovery codes left: {n}',
    off: 'Off',
    start: 'Turn on',
    secret: 'Enter this key in the app (or open the link):',
    code: 'The 6-digit code from the app',
    confirm: 'Confirm',
    codes: 'Recovery codes. Keep them somewhere safe: they are not shown again, and each works once.',
    password: 'Password',
    turnOff: 'Turn off',
  },
} as const;

export type TwoFactorStrings = { [K in keyof (typeof twoFactorStrings)['kk']]: string };
