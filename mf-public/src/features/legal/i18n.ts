export const i18n = {
  kk: {
    legal: {
      cookies: 'Cookie файлдарын пайдалану',
      cookiesDescription: 'Сайт cookie файлдарын қалай пайдаланады.',
      privacy: 'Құпиялылық саясаты',
      privacyDescription: 'Жеке деректерді өңдеу және қорғау тәртібі.',
      history: 'Лига тарихы',
      historyDescription: 'Жасөспірімдер футбол лигасының құрылу және даму тарихы.',
      updated: 'Жаңартылды:',
      inDevelopment: 'Бөлім әзірленуде',
      inDevelopmentText:
        'Бұл бет жақында пайда болады. Әзірге басты беттегі жаңалықтарды қараңыз немесе бізді әлеуметтік желілерде бақылаңыз.',
      toMain: 'Басты бетке оралу',
      social: 'Біз әлеуметтік желілерде',
    },
  },
  ru: {
    legal: {
      cookies: 'Использование файлов cookie',
      cookiesDescription: 'Как сайт использует файлы cookie.',
      privacy: 'Политика конфиденциальности',
      privacyDescription: 'Порядок обработки и защиты персональных данных.',
      history: 'История лиги',
      historyDescription: 'История создания и развития юношеской футбольной лиги.',
      updated: 'Обновлено:',
      inDevelopment: 'Раздел в разработке',
      inDevelopmentText:
        'Эта страница скоро появится. Пока загляните на главную или следите за нами в социальных сетях.',
      toMain: 'Вернуться на главную',
      social: 'Мы в социальных сетях',
    },
  },
  en: {
    legal: {
      cookies: 'Use of cookies',
      cookiesDescription: 'How the website uses cookies.',
      privacy: 'Privacy policy',
      privacyDescription: 'How personal data is processed and protected.',
      history: 'League history',
      historyDescription: 'How the youth football league was founded and has grown.',
      updated: 'Updated:',
      inDevelopment: 'This section is in development',
      inDevelopmentText: 'This page is coming soon. Meanwhile, visit the home page or follow us on social media.',
      toMain: 'Back to the home page',
      social: 'Follow us',
    },
  },
} as const;
