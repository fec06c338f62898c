// The eligibility engine's reasons in kk, ru and en: the API puts them into field errors and
// verdicts, pages show them beside a greyed-out person. `{document}` is the document's title.
import type { EligibilityCode, EligibilityReason } from '../contracts/eligibility';
import type { Language } from '../contracts/enums';
import { ENUM_LABELS } from './enum-labels';

export const ELIGIBILITY_MESSAGES: Record<Language, Record<EligibilityCode, string>> = {
  kk: {
    birth_year: 'Туған жылы турнирдің жас тобына сәйкес келмейді',
    joker_quota: 'Жасы асқан ойыншылар (джокерлер) квотасы толды',
    document_missing: 'Құжат жоқ: {document}',
    document_expired: 'Құжаттың мерзімі өтті: {document}',
    suspended: 'Бұл матчта дисквалификацияда',
    withdrawn: 'Турнир өтінімінен шығарылған',
    disqualified: 'Турнирде дисквалификацияланған',
    other_team: 'Осы турнирде басқа команданың өтінімінде тұр',
    not_in_application: 'Команданың осы турнирге бекітілген өтінімінде жоқ',
    tournament_inactive: 'Турнир белсенді емес: өтінімдер қабылданбайды',
    tournament_finished: 'Турнир аяқталған: оны өзгертуге болмайды',
    club_archived: 'Клуб мұрағатта',
  },
  ru: {
    birth_year: 'Год рождения не подходит для возрастной группы турнира',
    joker_quota: 'Квота игроков старшего возраста (джокеров) исчерпана',
    document_missing: 'Нет документа: {document}',
    document_expired: 'Истёк срок документа: {document}',
    suspended: 'Дисквалифицирован на этот матч',
    withdrawn: 'Отзаявлен из турнира',
    disqualified: 'Дисквалифицирован в турнире',
    other_team: 'Уже заявлен за другую команду в этом турнире',
    not_in_application: 'Не входит в принятую заявку команды на этот турнир',
    tournament_inactive: 'Турнир не активен: заявки не принимаются',
    tournament_finished: 'Турнир завершён: изменения невозможны',
    club_archived: 'Клуб в архиве',
  },
  en: {
    birth_year: "The birth year does not fit the tournament's age group",
    joker_quota: 'The over-age (joker) places are all taken',
    document_missing: 'Missing document: {document}',
    document_expired: 'Document expired: {document}',
    suspended: 'Suspended for this match',
    withdrawn: "Withdrawn from the tournament's application",
    disqualified: 'Disqualified in the tournament',
    other_team: "Already in another team's application in this tournament",
    not_in_application: "Not in the team's accepted application for this tournament",
    tournament_inactive: 'The tournament is not active: it takes no applications',
    tournament_finished: 'The tournament is finished: it cannot be changed',
    club_archived: 'The club is archived',
  },
};

/** The reason's message in a language (kk when the language is unknown). */
export function eligibilityMessage(reason: EligibilityReason, language: Language): string {
  const table = ELIGIBILITY_MESSAGES[language] ?? ELIGIBILITY_MESSAGES.kk;
  const document = reason.document_type
    ? ((ENUM_LABELS[language] ?? ENUM_LABELS.kk).documentType[reason.document_type] ?? reason.document_type)
    : '';
  return table[reason.code].replace('{document}', document);
}
