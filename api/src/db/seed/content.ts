// Texts of the demo content in three languages. Bodies are simple HTML paragraphs.
import type { Triple } from './names';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const LEAGUE_NAME: Triple = [
  'Қазақстан жасөспірімдер футбол лигасы',
  'Юношеская футбольная лига Казахстана',
  'Kazakhstan Youth Football League',
];

interface BlockItem {
  title: Triple;
  text?: Triple;
  value?: string;
}

export interface PageSeed {
  slug: string;
  title: Triple;
  body: Triple;
  /** Structured parts (the general-partner page): group services, stats, reliability items. */
  blocks?: { services?: BlockItem[]; stats?: BlockItem[]; reliability?: BlockItem[] };
}

/** A page's blocks in one language, as the `blocks_<lang>` column stores them. */
export function pageBlocks(blocks: NonNullable<PageSeed['blocks']>, index: 0 | 1 | 2) {
  const items = (list: BlockItem[] | undefined) =>
    list?.map((item) => ({ title: item.title[index], text: item.text?.[index] ?? null, value: item.value ?? null }));
  return { services: items(blocks.services), stats: items(blocks.stats), reliability: items(blocks.reliability) };
}

export const PAGES: PageSeed[] = [
  {
    slug: 'about',
    title: ['Лига туралы', 'О лиге', 'About the league'],
    body: [
      p(
        'Қазақстан жасөспірімдер футбол лигасы — 12 қаладағы футбол академияларын біріктіретін ұйым. Лига U-12, U-14, U-16 ұлдар және U-15 қыздар арасында чемпионаттар мен кубоктар өткізеді.',
        'Біздің мақсатымыз — әр баланың тұрақты ойын практикасына қол жеткізуі, бапкерлер мен төрешілердің біліктілігін арттыру және әділ ойын қағидаттарын дамыту.',
      ),
      p(
        'Юношеская футбольная лига Казахстана объединяет футбольные академии из 12 городов. Лига проводит чемпионаты и кубки среди юношей U-12, U-14, U-16 и девушек U-15.',
        'Наша цель — регулярная игровая практика для каждого ребёнка, рост квалификации тренеров и судей и развитие принципов честной игры.',
      ),
      p(
        'The Kazakhstan Youth Football League brings together football academies from 12 cities. The league runs championships and cups for U-12, U-14 and U-16 boys and U-15 girls.',
        'Our goal is regular match practice for every child, better-qualified coaches and referees, and a culture of fair play.',
      ),
    ],
  },
  {
    slug: 'history',
    title: ['Лига тарихы', 'История лиги', 'League history'],
    body: [
      p(
        'Лига 2019 жылы алты академияның бастамасымен құрылды. Алғашқы маусымда U-14 ұлдар арасында бір ғана чемпионат өтті.',
        '2022 жылы қыздар чемпионаты қосылды, 2024 жылы лига кубогы мен қысқы кубок өткізіле бастады. Бүгінде лигада 40-тан астам команда ойнайды.',
      ),
      p(
        'Лига основана в 2019 году по инициативе шести академий. В первом сезоне прошёл один чемпионат среди юношей U-14.',
        'В 2022 году добавился чемпионат среди девушек, с 2024 года проводятся Кубок лиги и Зимний кубок. Сегодня в лиге играют более 40 команд.',
      ),
      p(
        'The league was founded in 2019 on the initiative of six academies. The first season had a single U-14 boys championship.',
        'A girls championship followed in 2022, and the League Cup and the Winter Cup have been played since 2024. Today more than 40 teams play in the league.',
      ),
    ],
  },
  {
    slug: 'cookies',
    title: ['Cookie файлдары', 'Файлы cookie', 'Cookies'],
    body: [
      p(
        'Сайт тек қажетті cookie файлдарын пайдаланады: таңдалған тілді есте сақтайтын i18n_redirected файлы 365 күн сақталады.',
        'Біз жарнамалық немесе бақылау cookie файлдарын қолданбаймыз.',
      ),
      p(
        'Сайт использует только необходимые файлы cookie: файл i18n_redirected запоминает выбранный язык и хранится 365 дней.',
        'Мы не используем рекламные или отслеживающие cookie.',
      ),
      p(
        'The site uses only necessary cookies: the i18n_redirected cookie remembers your language for 365 days.',
        'We do not use advertising or tracking cookies.',
      ),
    ],
  },
  {
    slug: 'privacy-policy',
    title: ['Құпиялылық саясаты', 'Политика конфиденциальности', 'Privacy policy'],
    body: [
      p(
        'Лига ойыншылардың, өкілдердің және сайтқа келушілердің дербес деректерін Қазақстан Республикасының заңнамасына сәйкес өңдейді.',
        'Ойыншылардың жеке куәлік деректері тек лига қызметкерлеріне және іссапарларды ұйымдастыратын провайдерге қолжетімді. Кері байланыс формасы арқылы жіберілген деректер тек жауап беру үшін пайдаланылады.',
      ),
      p(
        'Лига обрабатывает персональные данные игроков, представителей и посетителей сайта в соответствии с законодательством Республики Казахстан.',
        'Данные удостоверений игроков доступны только сотрудникам лиги и провайдеру, организующему выезды. Данные формы обратной связи используются только для ответа.',
      ),
      p(
        'The league processes personal data of players, team representatives and visitors in accordance with the law of the Republic of Kazakhstan.',
        'Players’ identity data is available only to league staff and to the provider who organises away trips. Feedback form data is used only to reply.',
      ),
    ],
  },
  {
    slug: 'advertising',
    title: ['Жарнама', 'Реклама', 'Advertising'],
    body: [
      p(
        'Лига серіктестерге сайтта, матч хаттамаларында, трансляцияларда және стадиондарда жарнама орналастыруды ұсынады.',
        'Маусым ішінде сайтқа айына 150 мыңнан астам адам кіреді.',
      ),
      p(
        'Лига предлагает партнёрам размещение рекламы на сайте, в протоколах матчей, трансляциях и на стадионах.',
        'За сезон сайт посещают более 150 тысяч человек в месяц.',
      ),
      p(
        'The league offers partners advertising on the website, in match reports, on broadcasts and at stadiums.',
        'During the season the site has more than 150,000 visitors a month.',
      ),
    ],
  },
  {
    slug: 'partner',
    title: ['Бас серіктес', 'Генеральный партнёр', 'General partner'],
    body: [
      p(
        '«Дала Банк» — лиганың 2024 жылдан бергі бас серіктесі. Банк қысқы кубокты, төрешілер семинарларын және «Әділ ойын» сыйлығын қолдайды.',
      ),
      p(
        '«Дала Банк» — генеральный партнёр лиги с 2024 года. Банк поддерживает Зимний кубок, семинары для судей и приз «Честная игра».',
      ),
      p(
        'Dala Bank has been the league’s general partner since 2024. The bank supports the Winter Cup, referee seminars and the Fair Play award.',
      ),
    ],
    blocks: {
      services: [
        {
          title: ['Отбасыларға арналған карталар', 'Карты для семей', 'Family cards'],
          text: [
            'Лига ойыншыларының ата-аналарына спорт тауарлары мен жол жүруге кэшбэк.',
            'Кэшбэк на спортивные товары и поездки для родителей игроков лиги.',
            'Cashback on sports goods and travel for the parents of league players.',
          ],
        },
        {
          title: ['Клубтарға шот', 'Счета для клубов', 'Club accounts'],
          text: [
            'Академиялар үшін тегін қызмет көрсету және жарналарды онлайн қабылдау.',
            'Бесплатное обслуживание академий и приём взносов онлайн.',
            'Free banking for academies and online membership fees.',
          ],
        },
        {
          title: ['Шәкіртақылар', 'Стипендии', 'Scholarships'],
          text: [
            'Әр маусымда үздік 20 жас футболшыға оқу шәкіртақысы.',
            'Стипендии на обучение 20 лучшим юным футболистам каждого сезона.',
            'Study scholarships for the 20 best young players of every season.',
          ],
        },
      ],
      stats: [
        { title: ['жыл бірге', 'года вместе', 'years together'], value: '3' },
        { title: ['турнир қолдау алды', 'турниров при поддержке', 'tournaments supported'], value: '14' },
        { title: ['шәкіртақы берілді', 'стипендий выдано', 'scholarships awarded'], value: '60' },
        { title: ['жас ойыншы', 'юных игроков', 'young players'], value: '7 600+' },
      ],
      reliability: [
        {
          title: ['Ашық есеп', 'Открытый отчёт', 'Open reporting'],
          text: [
            'Демеушілік қаражаттың жұмсалуы туралы есеп жыл сайын жарияланады.',
            'Отчёт о расходовании спонсорских средств публикуется ежегодно.',
            'A report on how sponsorship money is spent is published every year.',
          ],
        },
        {
          title: ['Лицензияланған банк', 'Лицензированный банк', 'Licensed bank'],
          text: [
            'Қазақстан Республикасының Қаржы нарығын реттеу агенттігінің лицензиясы.',
            'Лицензия Агентства по регулированию финансового рынка Республики Казахстан.',
            'Licensed by the Financial Market Regulation Agency of the Republic of Kazakhstan.',
          ],
        },
        {
          title: ['Балаларды қорғау', 'Защита детей', 'Child safeguarding'],
          text: [
            'Ойыншылардың суреттері мен деректері ата-аналардың келісімімен ғана пайдаланылады.',
            'Фотографии и данные игроков используются только с согласия родителей.',
            'Players’ photos and data are used only with their parents’ consent.',
          ],
        },
      ],
    },
  },
];

export interface NewsTopic {
  slug: string;
  title: (year: number) => Triple;
  lead: Triple;
  body: Triple;
  tags: string[];
}

export const NEWS_TOPICS: NewsTopic[] = [
  {
    slug: 'season-start',
    title: (y) => [`${y} маусымы басталды`, `Стартовал сезон ${y}`, `The ${y} season is under way`],
    lead: [
      'Төрт чемпионаттың алғашқы турлары өтті.',
      'Прошли первые туры четырёх чемпионатов.',
      'The first rounds of four championships have been played.',
    ],
    body: [
      p(
        'Жаңа маусымда лигада ұлдар мен қыздардың 40-тан астам командасы ойнайды.',
        'Барлық матчтар тікелей эфирде көрсетіледі, ал хаттамалар сайтта ойын аяқталған соң жарияланады.',
      ),
      p(
        'В новом сезоне в лиге играют более 40 команд юношей и девушек.',
        'Все матчи показываются в прямом эфире, а протоколы публикуются на сайте сразу после игры.',
      ),
      p(
        'More than 40 boys and girls teams play in the league this season.',
        'Every match is streamed live, and match reports appear on the site right after the final whistle.',
      ),
    ],
    tags: ['league'],
  },
  {
    slug: 'winter-cup-applications',
    title: (y) => [
      `Қысқы кубок ${y}: өтінімдер қабылдау басталды`,
      `Зимний кубок ${y}: открыт приём заявок`,
      `Winter Cup ${y}: applications are open`,
    ],
    lead: [
      'Командалар өтінімдерін кабинет арқылы жібере алады.',
      'Команды могут подать заявки через кабинет.',
      'Teams can apply through the cabinet.',
    ],
    body: [
      p(
        'Өтінімге ойыншылардың медициналық анықтамалары мен жеке куәліктерінің көшірмелері қоса беріледі.',
        'Әр команда ең көбі екі жасы үлкен ойыншыны тіркей алады.',
      ),
      p(
        'К заявке прикладываются медицинские справки и копии удостоверений игроков.',
        'Каждая команда может заявить не более двух игроков старшего возраста.',
      ),
      p(
        'Applications include players’ medical certificates and copies of their identity documents.',
        'Each team may register at most two over-age players.',
      ),
    ],
    tags: ['tournament', 'applications'],
  },
  {
    slug: 'referee-seminar',
    title: (y) => [
      `Төрешілерге арналған ${y} жылғы семинар өтті`,
      `Прошёл семинар для судей ${y}`,
      `Referee seminar ${y} held`,
    ],
    lead: [
      'Семинарға 40-қа жуық төреші қатысты.',
      'В семинаре участвовали около 40 судей.',
      'About 40 referees took part.',
    ],
    body: [
      p('Қатысушылар ойын ережесіндегі өзгерістерді талқылап, физикалық дайындық нормативтерін тапсырды.'),
      p('Участники обсудили изменения в правилах игры и сдали нормативы по физической подготовке.'),
      p('Participants discussed changes to the Laws of the Game and passed fitness tests.'),
    ],
    tags: ['referees'],
  },
  {
    slug: 'coaches-course',
    title: (y) => [
      `Бапкерлерге арналған UEFA C курсы — ${y}`,
      `Курс UEFA C для тренеров — ${y}`,
      `UEFA C course for coaches — ${y}`,
    ],
    lead: [
      'Лига академиялардың 25 бапкерін оқытты.',
      'Лига обучила 25 тренеров академий.',
      'The league trained 25 academy coaches.',
    ],
    body: [
      p('Курс теориялық сабақтар мен жасөспірімдер командаларымен практикалық жаттығулардан тұрды.'),
      p('Курс состоял из теоретических занятий и практических тренировок с юношескими командами.'),
      p('The course combined theory with practical sessions with youth teams.'),
    ],
    tags: ['coaches'],
  },
  {
    slug: 'medical-checks',
    title: (y) => [
      `${y}: ойыншылар тереңдетілген медициналық тексеруден өтуде`,
      `${y}: игроки проходят углублённое медобследование`,
      `${y}: players undergo in-depth medical checks`,
    ],
    lead: [
      'Жүрек УДЗ-сы барлық ойыншылар үшін міндетті.',
      'УЗИ сердца обязательно для всех игроков.',
      'A heart ultrasound is required for every player.',
    ],
    body: [
      p('Тексеру нәтижелері өтінім беру кезінде кабинетке жүктеледі.'),
      p('Результаты обследования загружаются в кабинет при подаче заявки.'),
      p('Results are uploaded to the cabinet together with the application.'),
    ],
    tags: ['medicine'],
  },
  {
    slug: 'new-partner',
    title: (y) => [
      `Лиганың жаңа серіктесі — «Altyn Su» (${y})`,
      `Новый партнёр лиги — «Altyn Su» (${y})`,
      `Altyn Su joins the league as a partner (${y})`,
    ],
    lead: [
      'Компания барлық матчтарды ауыз сумен қамтамасыз етеді.',
      'Компания обеспечит питьевой водой все матчи.',
      'The company will supply drinking water for every match.',
    ],
    body: [
      p('Келісім үш маусымға жасалды.'),
      p('Соглашение заключено на три сезона.'),
      p('The agreement covers three seasons.'),
    ],
    tags: ['partners'],
  },
  {
    slug: 'ambassador-visit',
    title: (y) => [
      `Лига елшісі жас футболшылармен кездесті (${y})`,
      `Посол лиги встретился с юными футболистами (${y})`,
      `League ambassador meets young players (${y})`,
    ],
    lead: [
      'Кездесу шеберлік сабағымен аяқталды.',
      'Встреча завершилась мастер-классом.',
      'The meeting ended with a masterclass.',
    ],
    body: [
      p('Елші балаларға кәсіби футболға апарар жолы туралы айтып берді.'),
      p('Посол рассказал детям о своём пути в профессиональный футбол.'),
      p('The ambassador told the children about his road to professional football.'),
    ],
    tags: ['ambassadors'],
  },
  {
    slug: 'fair-play-award',
    title: (y) => [
      `${y}: «Әділ ойын» сыйлығының иегерлері анықталды`,
      `${y}: названы обладатели приза «Честная игра»`,
      `${y}: Fair Play award winners announced`,
    ],
    lead: [
      'Сыйлық ең аз ескерту алған командаларға берілді.',
      'Приз вручён командам с наименьшим числом предупреждений.',
      'The award goes to the teams with the fewest cautions.',
    ],
    body: [
      p('Марапаттау рәсімі маусымның соңғы турында өтті.'),
      p('Церемония прошла в последнем туре сезона.'),
      p('The ceremony took place on the last matchday of the season.'),
    ],
    tags: ['fair-play'],
  },
];

export const PARTNERS: Array<{ name: Triple; kind: 'general' | 'official' | 'media' | 'partner'; url: string }> = [
  { name: ['Дала Банк', 'Дала Банк', 'Dala Bank'], kind: 'general', url: 'https://dala-bank.example' },
  { name: ['Altyn Su', 'Altyn Su', 'Altyn Su'], kind: 'official', url: 'https://altyn-su.example' },
  { name: ['Тұлпар Спорт', 'Тулпар Спорт', 'Tulpar Sport'], kind: 'official', url: 'https://tulpar-sport.example' },
  { name: ['Дала Телеком', 'Дала Телеком', 'Steppe Telecom'], kind: 'partner', url: 'https://steppe-telecom.example' },
  { name: ['QazSport TV', 'QazSport TV', 'QazSport TV'], kind: 'media', url: 'https://qazsport-tv.example' },
  {
    name: ['Бәйтерек Сақтандыру', 'Байтерек Страхование', 'Baiterek Insurance'],
    kind: 'partner',
    url: 'https://baiterek-insurance.example',
  },
];

export const TRUSTEES: Array<{ slug: string; name: Triple; description: Triple }> = [
  {
    slug: 'nurlan-kassymov',
    name: ['Нұрлан Қасымов', 'Нурлан Касымов', 'Nurlan Kassymov'],
    description: [
      'Ұлттық құраманың бұрынғы капитаны, лига елшісі.',
      'Бывший капитан национальной сборной, посол лиги.',
      'Former national team captain, league ambassador.',
    ],
  },
  {
    slug: 'aigerim-omarova',
    name: ['Айгерім Омарова', 'Айгерим Омарова', 'Aigerim Omarova'],
    description: [
      'Әйелдер құрамасының ойыншысы, қыздар футболының елшісі.',
      'Игрок женской сборной, посол женского футбола.',
      'Women’s national team player, ambassador for girls’ football.',
    ],
  },
  {
    slug: 'dmitriy-sokolov',
    name: ['Дмитрий Соколов', 'Дмитрий Соколов', 'Dmitriy Sokolov'],
    description: ['ФИФА санатындағы бұрынғы төреші.', 'Бывший арбитр категории ФИФА.', 'Former FIFA-listed referee.'],
  },
  {
    slug: 'yerzhan-tursynov',
    name: ['Ержан Тұрсынов', 'Ержан Турсынов', 'Yerzhan Tursynov'],
    description: [
      'Жасөспірімдер футболының бапкері, педагог.',
      'Тренер детско-юношеского футбола, педагог.',
      'Youth football coach and educator.',
    ],
  },
];

export const EMPLOYEES: Array<{ name: Triple; position: Triple; email: string }> = [
  {
    name: ['Бауыржан Ахметов', 'Бауыржан Ахметов', 'Baurzhan Akhmetov'],
    position: ['Атқарушы директор', 'Исполнительный директор', 'Executive director'],
    email: 'director@league.test',
  },
  {
    name: ['Салтанат Жұмабаева', 'Салтанат Жумабаева', 'Saltanat Zhumabayeva'],
    position: ['Спорт директоры', 'Спортивный директор', 'Sports director'],
    email: 'sport@league.test',
  },
  {
    name: ['Руслан Ким', 'Руслан Ким', 'Ruslan Kim'],
    position: ['Төрешілер бөлімінің басшысы', 'Руководитель судейского отдела', 'Head of refereeing'],
    email: 'referees@league.test',
  },
  {
    name: ['Мадина Сейітова', 'Мадина Сеитова', 'Madina Seitova'],
    position: ['Баспасөз хатшысы', 'Пресс-секретарь', 'Press officer'],
    email: 'press@league.test',
  },
  {
    name: ['Асқар Мұқанов', 'Аскар Муканов', 'Askar Mukanov'],
    position: ['Заңгер', 'Юрист', 'Legal counsel'],
    email: 'legal@league.test',
  },
  {
    name: ['Виктория Павлова', 'Виктория Павлова', 'Viktoriya Pavlova'],
    position: ['Бас бухгалтер', 'Главный бухгалтер', 'Chief accountant'],
    email: 'finance@league.test',
  },
];

export const PUBLIC_DOCUMENTS: Array<{ title: Triple; category: string; size: number }> = [
  {
    title: ['Лига регламенті 2026', 'Регламент лиги 2026', 'League regulations 2026'],
    category: 'regulations',
    size: 845_000,
  },
  {
    title: ['Лига регламенті 2025', 'Регламент лиги 2025', 'League regulations 2025'],
    category: 'regulations',
    size: 812_000,
  },
  { title: ['Тәртіптік кодекс', 'Дисциплинарный кодекс', 'Disciplinary code'], category: 'regulations', size: 420_000 },
  {
    title: ['Медициналық талаптар', 'Медицинские требования', 'Medical requirements'],
    category: 'medicine',
    size: 190_000,
  },
  { title: ['Өтінім нысаны', 'Форма заявки', 'Application form'], category: 'forms', size: 64_000 },
  {
    title: [
      'Дербес деректерді өңдеуге келісім',
      'Согласие на обработку персональных данных',
      'Consent to personal data processing',
    ],
    category: 'forms',
    size: 58_000,
  },
];

export const PRESS_SOURCES = ['Kazinform', 'Tengrinews', 'Sports.kz', 'Vesti.kz', 'Zakon.kz', 'Egemen Qazaqstan'];

export const PRESS_TITLES: Array<(year: number) => Triple> = [
  (y) => [
    `Жасөспірімдер лигасы ${y} маусымын қорытындылады`,
    `Юношеская лига подвела итоги сезона ${y}`,
    `Youth league sums up the ${y} season`,
  ],
  (y) => [
    `${y}: қыздар футболы қарқынды дамуда`,
    `${y}: женский футбол растёт`,
    `${y}: girls’ football is growing fast`,
  ],
  (y) => [
    `Академиялар арасындағы бәсеке күшейді (${y})`,
    `Конкуренция между академиями растёт (${y})`,
    `Competition between academies intensifies (${y})`,
  ],
  (y) => [
    `Жас төрешілер лигада тәжірибе жинауда (${y})`,
    `Молодые судьи набираются опыта в лиге (${y})`,
    `Young referees gain experience in the league (${y})`,
  ],
  (y) => [
    `Лига матчтары онлайн көрсетіледі (${y})`,
    `Матчи лиги покажут онлайн (${y})`,
    `League matches to be streamed online (${y})`,
  ],
  (y) => [
    `Жасөспірімдер футболына инвестиция (${y})`,
    `Инвестиции в детско-юношеский футбол (${y})`,
    `Investment in youth football (${y})`,
  ],
];

export const ANALYTICS: Array<{ slug: string; year: number; title: Triple; lead: Triple }> = [
  {
    slug: 'u14-physical-2025',
    year: 2025,
    title: [
      'U-14: маусымның физикалық көрсеткіштері',
      'U-14: физические показатели сезона',
      'U-14: physical data of the season',
    ],
    lead: ['Жүгіру қашықтығы мен спринттер талдауы.', 'Анализ дистанции и спринтов.', 'Distance and sprint analysis.'],
  },
  {
    slug: 'goals-by-minute-2025',
    year: 2025,
    title: ['Голдар қай минутта соғылады?', 'На каких минутах забивают голы?', 'When are goals scored?'],
    lead: ['2025 маусымының голдар хронологиясы.', 'Хронология голов сезона 2025.', 'Timeline of the 2025 goals.'],
  },
  {
    slug: 'girls-league-2025',
    year: 2025,
    title: ['Қыздар лигасы: сандармен', 'Лига девушек в цифрах', 'Girls’ league in numbers'],
    lead: ['Қатысушылар, матчтар, голдар.', 'Участницы, матчи, голы.', 'Players, matches, goals.'],
  },
  {
    slug: 'set-pieces-2026',
    year: 2026,
    title: ['Стандарттық жағдайлардың тиімділігі', 'Эффективность стандартов', 'Set-piece efficiency'],
    lead: [
      'Айып соққылары мен бұрыштамалардан соғылған голдар.',
      'Голы после штрафных и угловых.',
      'Goals from free kicks and corners.',
    ],
  },
  {
    slug: 'discipline-2026',
    year: 2026,
    title: [
      'Тәртіп: ескертулер мен шеттетулер',
      'Дисциплина: предупреждения и удаления',
      'Discipline: cautions and dismissals',
    ],
    lead: [
      'Маусымның бірінші жартысының қорытындысы.',
      'Итоги первой половины сезона.',
      'First half of the season in review.',
    ],
  },
  {
    slug: 'pupils-share-2026',
    year: 2026,
    title: ['Түлектер үлесі', 'Доля воспитанников', 'Share of homegrown players'],
    lead: [
      'Академия түлектерінің ойын уақыты.',
      'Игровое время воспитанников академий.',
      'Playing time of academy graduates.',
    ],
  },
];

export const CONTACTS: Array<{ kind: string; value: Triple; url: string | null }> = [
  {
    kind: 'address',
    value: ['Алматы қ., Абай даңғылы, 48', 'г. Алматы, проспект Абая, 48', '48 Abai Avenue, Almaty'],
    url: null,
  },
  { kind: 'phone', value: ['+7 727 300 00 00', '+7 727 300 00 00', '+7 727 300 00 00'], url: 'tel:+77273000000' },
  {
    kind: 'email',
    value: ['info@league.test', 'info@league.test', 'info@league.test'],
    url: 'mailto:info@league.test',
  },
  {
    kind: 'instagram',
    value: ['@youthleague.kz', '@youthleague.kz', '@youthleague.kz'],
    url: 'https://instagram.example/youthleague.kz',
  },
  {
    kind: 'telegram',
    value: ['@youthleague_kz', '@youthleague_kz', '@youthleague_kz'],
    url: 'https://telegram.example/youthleague_kz',
  },
  {
    kind: 'youtube',
    value: ['Youth League KZ', 'Youth League KZ', 'Youth League KZ'],
    url: 'https://youtube.example/@youthleaguekz',
  },
];

export const STAFF_POSITIONS: Record<string, Triple> = {
  head_coach: ['Бас бапкер', 'Главный тренер', 'Head coach'],
  coach: ['Бапкер', 'Тренер', 'Coach'],
  goalkeeper_coach: ['Қақпашылар бапкері', 'Тренер вратарей', 'Goalkeeping coach'],
  fitness_coach: ['Дене дайындығы бапкері', 'Тренер по физподготовке', 'Fitness coach'],
  doctor: ['Дәрігер', 'Врач', 'Team doctor'],
  administrator: ['Команда әкімшісі', 'Администратор команды', 'Team administrator'],
};

export const REFEREE_CATEGORIES: Triple[] = [
  ['ФИФА', 'ФИФА', 'FIFA'],
  ['Ұлттық санат', 'Национальная категория', 'National category'],
  ['Бірінші санат', 'Первая категория', 'First category'],
];
