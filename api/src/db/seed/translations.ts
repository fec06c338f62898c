// Interface strings kept in the database (editable by staff) and the labels of the handbooks.
import type { Triple } from './names';
import { COLORS } from './places';

type Row = { key: string; tag: string; kk: string; ru: string; en: string };

const group = (tag: string, entries: Array<[string, Triple]>): Row[] =>
  entries.map(([key, [kk, ru, en]]) => ({ key: `${tag}.${key}`, tag, kk, ru, en }));

export function translationRows(): Row[] {
  return [
    ...group('common', [
      [
        'site_name',
        [
          'Қазақстан жасөспірімдер футбол лигасы',
          'Юношеская футбольная лига Казахстана',
          'Kazakhstan Youth Football League',
        ],
      ],
      ['home', ['Басты бет', 'Главная', 'Home']],
      ['news', ['Жаңалықтар', 'Новости', 'News']],
      ['tournaments', ['Турнирлер', 'Турниры', 'Tournaments']],
      ['calendar', ['Күнтізбе', 'Календарь', 'Calendar']],
      ['teams', ['Командалар', 'Команды', 'Teams']],
      ['clubs', ['Клубтар', 'Клубы', 'Clubs']],
      ['players', ['Ойыншылар', 'Игроки', 'Players']],
      ['referees', ['Төрешілер', 'Судьи', 'Referees']],
      ['media', ['Медиа', 'Медиа', 'Media']],
      ['videos', ['Бейнелер', 'Видео', 'Videos']],
      ['press', ['Баспасөз', 'Пресса', 'Press']],
      ['documents', ['Құжаттар', 'Документы', 'Documents']],
      ['about', ['Лига туралы', 'О лиге', 'About the league']],
      ['contacts', ['Байланыс', 'Контакты', 'Contacts']],
      ['search', ['Іздеу', 'Поиск', 'Search']],
      ['more', ['Толығырақ', 'Подробнее', 'More']],
      ['all_news', ['Барлық жаңалықтар', 'Все новости', 'All news']],
      ['live', ['Тікелей эфир', 'Прямой эфир', 'Live']],
    ]),
    ...group('home', [
      [
        'hero_title',
        ['Болашақ чемпиондар осында өседі', 'Здесь растут будущие чемпионы', 'Future champions grow here'],
      ],
      [
        'hero_subtitle',
        ['12 қаладан 40-тан астам команда', 'Более 40 команд из 12 городов', 'More than 40 teams from 12 cities'],
      ],
      ['nearest_matches', ['Жақын матчтар', 'Ближайшие матчи', 'Upcoming matches']],
      ['standings', ['Турнирлік кесте', 'Турнирная таблица', 'Standings']],
      ['top_scorers', ['Үздік бомбардирлер', 'Лучшие бомбардиры', 'Top scorers']],
    ]),
    ...group('position', [
      ['GK', ['Қақпашы', 'Вратарь', 'Goalkeeper']],
      ['DF', ['Қорғаушы', 'Защитник', 'Defender']],
      ['MF', ['Жартылай қорғаушы', 'Полузащитник', 'Midfielder']],
      ['FW', ['Шабуылшы', 'Нападающий', 'Forward']],
    ]),
    ...group('goal-type', [
      ['goal', ['Гол', 'Гол', 'Goal']],
      ['assistant', ['Гол (пасымен)', 'Гол (с передачей)', 'Goal (assisted)']],
      ['penalty', ['Пенальти', 'Пенальти', 'Penalty']],
      ['free-kick', ['Айып добы', 'Штрафной удар', 'Free kick']],
      ['own_goal', ['Өз қақпасына', 'Автогол', 'Own goal']],
    ]),
    ...group('card', [
      ['yellow', ['Сары қағаз', 'Жёлтая карточка', 'Yellow card']],
      ['second_yellow', ['Екінші сары қағаз', 'Вторая жёлтая карточка', 'Second yellow card']],
      ['red', ['Қызыл қағаз', 'Красная карточка', 'Red card']],
    ]),
    ...group('removal-cause', [
      ['serious_foul_play', ['Өрескел ойын', 'Грубая игра', 'Serious foul play']],
      ['violent_conduct', ['Зорлық-зомбылық әрекеті', 'Агрессивное поведение', 'Violent conduct']],
      [
        'denying_goal_opportunity',
        [
          'Гол соғу мүмкіндігінен айыру',
          'Срыв явной голевой возможности',
          'Denying an obvious goal-scoring opportunity',
        ],
      ],
      ['offensive_language', ['Балағат сөз', 'Оскорбительные выражения', 'Offensive language']],
      ['unsporting_behaviour', ['Спортқа жат мінез-құлық', 'Неспортивное поведение', 'Unsporting behaviour']],
      ['dissent', ['Төрешімен дауласу', 'Пререкания с судьёй', 'Dissent']],
      ['second_yellow', ['Екінші ескерту', 'Второе предупреждение', 'Second caution']],
    ]),
    ...group('penalty-failure', [
      ['saved', ['Қақпашы қағып алды', 'Отбил вратарь', 'Saved']],
      ['post', ['Қақпа бағанасы', 'Штанга', 'Hit the woodwork']],
      ['miss', ['Қақпадан тыс', 'Мимо ворот', 'Missed the target']],
    ]),
    ...group('referee-role', [
      ['main_referee', ['Бас төреші', 'Главный судья', 'Referee']],
      ['first_assistant', ['Бірінші көмекші', 'Первый помощник', 'First assistant']],
      ['second_assistant', ['Екінші көмекші', 'Второй помощник', 'Second assistant']],
      ['backup_referee', ['Резервтік төреші', 'Резервный судья', 'Fourth official']],
      ['inspector', ['Инспектор', 'Инспектор', 'Referee assessor']],
      ['delegate', ['Делегат', 'Делегат', 'Match delegate']],
    ]),
    ...group('match-status', [
      ['scheduled', ['Жоспарланған', 'Запланирован', 'Scheduled']],
      ['live', ['Жүріп жатыр', 'Идёт', 'Live']],
      ['finished', ['Аяқталды', 'Завершён', 'Finished']],
      ['postponed', ['Шегерілді', 'Перенесён', 'Postponed']],
      ['cancelled', ['Өтпейді', 'Отменён', 'Cancelled']],
      ['technical', ['Техникалық жеңіс', 'Техническая победа', 'Technical result']],
    ]),
    ...group('application-status', [
      ['empty', ['Тізімге енгізілмеген', 'Не заявлен', 'Not listed']],
      ['pending', ['Қаралуда', 'На рассмотрении', 'Under consideration']],
      ['rejected', ['Қабылданбады', 'Отклонён', 'Rejected']],
      ['submitted', ['Тізімге енгізілді', 'Заявлен', 'Listed']],
      ['unsubmitted', ['Тізімнен шығарылды', 'Отзаявлен', 'Withdrawn']],
      ['disqualified', ['Дисквалификацияланды', 'Дисквалифицирован', 'Disqualified']],
    ]),
    ...group('departure-status', [
      ['empty', ['Саны қабылданбаған', 'Количество не принято', 'Count not accepted']],
      ['empty-squad', ['Құрам тізімі жоқ', 'Состав не заявлен', 'Squad not listed']],
      ['pending', ['Қаралуда', 'На рассмотрении', 'Under consideration']],
      ['rejected', ['Қабылданбады', 'Отклонён', 'Rejected']],
      ['submitted', ['Келісілді', 'Согласован', 'Agreed']],
      ['unsubmitted', ['Алынып тасталды', 'Снят', 'Removed']],
    ]),
    ...group('statistics', [
      ['pure_possession_of_the_ball', ['Доптың таза иелігі', 'Чистое владение мячом', 'Ball possession']],
      ['shots', ['Соққылар', 'Удары', 'Shots']],
      ['shots_on_target', ['Қақпаға соққылар', 'Удары в створ', 'Shots on target']],
      ['corners', ['Бұрыштама', 'Угловые', 'Corners']],
      ['fouls', ['Ереже бұзушылықтар', 'Фолы', 'Fouls']],
      ['offsides', ['Офсайдтар', 'Офсайды', 'Offsides']],
    ]),
    ...group(
      'colors',
      COLORS.map((color) => [color.key, color.title] as [string, Triple]),
    ),
  ];
}
