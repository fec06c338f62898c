// The DTOs of a tournament: the list item, the detail and the reference the people pages show.
import type {
  Language,
  PeopleTournamentRef,
  TournamentBucket,
  TournamentDetail,
  TournamentListItem,
} from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import type * as repository from '../tournaments.repository';
import { isRunning, tournamentBucket } from '../tournaments.rules';
import { type TournamentsDeps, today } from './deps';

const GENDER_LABEL: Record<Language, Record<'male' | 'female', string>> = {
  kk: { male: 'ұлдар', female: 'қыздар' },
  ru: { male: 'юноши', female: 'девушки' },
  en: { male: 'boys', female: 'girls' },
};

const ageGroupTitle = (row: repository.TournamentRow, language: Language) =>
  `${row.age_group} ${GENDER_LABEL[language][row.gender]}`;

/** The season, age group and dates of a tournament, as its list item and its page both say them. */
const terms = (row: repository.TournamentRow, language: Language) => ({
  season: { id: row.season_id, year: row.season_year, title: row.season_title },
  age_group: row.age_group,
  age_group_title: ageGroupTitle(row, language),
  birth_year_from: row.birth_year_from,
  birth_year_to: row.birth_year_to,
  gender: row.gender,
  format: row.format,
  start_date: row.start_date,
  end_date: row.end_date,
  main: row.main,
  active: row.active,
});

export function toItem(
  row: repository.TournamentRow,
  language: Language,
  status: TournamentBucket,
): TournamentListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...terms(row, language),
    status,
    team_ids: row.team_ids,
  };
}

export function toDetail(deps: TournamentsDeps, row: repository.TournamentRow, language: Language): TournamentDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    ...terms(row, language),
    status: tournamentBucket(row, today(deps)),
    logo: fileUrl(row.logo),
    match_length_minutes: row.match_length_minutes,
    team_ids: row.team_ids,
    teams_count: row.team_ids.length,
  };
}

/** The reference the people pages show: `active` means running today. */
export function ref(deps: TournamentsDeps, row: repository.TournamentRow): PeopleTournamentRef {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    season: { id: row.season_id, year: row.season_year, title: row.season_title },
    active: isRunning(row, today(deps)),
    main: row.main,
    end_date: row.end_date,
  };
}
