// /cabinet/tournaments/create and /cabinet/tournaments/:id/edit (super_admin): titles in kk/ru/en,
// season, age group with its birth-year band, gender, format, joker quota (2 unless set), match
// length, start date and activity, and the entry window (ADR 0176): the days teams may ask to
// enter. A finished tournament shows a note instead of the form. The season select lists every
// season (the cabinet's seasons, the current one first chosen on a new tournament).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AsyncView,
  positiveId,
  trimmed,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  type TournamentBody,
  type TournamentFormValues,
} from '@league/shared';
import { CabinetForm, CheckboxField, endpoints, titleIn, CabinetFormPage, TitleFields } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { EntryWindowInputs, TournamentInputs } from './tournament-inputs';
import '../../ui/tournaments.css';

const api = endpoints.tournaments;

export interface TournamentFields {
  title_kk: string;
  title_ru?: string;
  title_en?: string;
  season_id?: number;
  age_group: string;
  birth_year_from?: number | string;
  birth_year_to?: number | string;
  gender?: 'male' | 'female';
  format?: 'league' | 'cup';
  joker_quota?: number | string;
  match_length_minutes?: number | string;
  start_date?: string;
  active?: boolean;
  entry_opens_on?: string;
  entry_closes_on?: string;
}

const num = (value: number | string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/** Form values as the API body. */
export function tournamentBody(values: TournamentFields): TournamentBody {
  return {
    title_kk: values.title_kk ?? '',
    title_ru: trimmed(values.title_ru),
    title_en: trimmed(values.title_en),
    season_id: values.season_id as number,
    age_group: values.age_group ?? '',
    birth_year_from: num(values.birth_year_from) as number,
    birth_year_to: num(values.birth_year_to) as number,
    gender: values.gender ?? 'male',
    format: values.format ?? 'league',
    joker_quota: num(values.joker_quota) ?? 2,
    match_length_minutes: num(values.match_length_minutes) ?? 80,
    start_date: values.start_date || null,
    active: values.active ?? false,
    entry_opens_on: values.entry_opens_on || null,
    entry_closes_on: values.entry_closes_on || null,
  };
}

const fieldsOf = (v: TournamentFormValues): TournamentFields => ({
  title_kk: v.title_kk,
  title_ru: v.title_ru ?? '',
  title_en: v.title_en ?? '',
  season_id: v.season_id,
  age_group: v.age_group,
  birth_year_from: v.birth_year_from,
  birth_year_to: v.birth_year_to,
  gender: v.gender,
  format: v.format,
  joker_quota: v.joker_quota,
  match_length_minutes: v.match_length_minutes,
  start_date: v.start_date ?? '',
  active: v.active,
  entry_opens_on: v.entry_opens_on ?? '',
  entry_closes_on: v.entry_closes_on ?? '',
});

export function TournamentCreatePage() {
  const seasons = useEndpointQuery(endpoints.seasons.list, {});
  const create = useEndpointMutation(api.create, { invalidates: [endpoints.cabinetLists.cabinetTournaments] });
  const navigate = useNavigate();
  const lp = useLocalePath();
  // The form is drawn once the seasons are known (its season starts at the current one): drawn
  // before, it would start again when they arrive and lose what was typed meanwhile.
  return (
    <Frame mode="create">
      <AsyncView data={seasons}>
        {(answer) => {
          const options = answer.data.map((s) => ({ value: s.id, label: s.title }));
          const current = answer.data.find((s) => s.current)?.id ?? options[0]?.value;
          return (
            <TournamentFormBody
              initial={{
                gender: 'male',
                format: 'league',
                joker_quota: 2,
                match_length_minutes: 80,
                active: false,
                season_id: current,
              }}
              seasons={options}
              onSubmit={(values) => create.mutateAsync({ body: tournamentBody(values) })}
              onSaved={(result) => navigate(lp(paths.tournament((result as { data: { id: number } }).data.id)))}
              cancelTo={paths.tournaments()}
              success="tournamentAdded"
            />
          );
        }}
      </AsyncView>
    </Frame>
  );
}

export function TournamentEditPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw) ?? 0;
  const form = useEndpointQuery(api.form, id ? { params: { id } } : null);
  // The teams that may be added (and may ask to enter) follow the birth years and gender: asked again.
  const update = useEndpointMutation(api.update, {
    invalidates: [
      endpoints.cabinetLists.cabinetTournaments,
      api.cabinetDetail,
      api.form,
      api.matches,
      api.teams,
      endpoints.entries.list,
    ],
  });
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <AsyncView data={form}>
      {(answer) => (
        <Frame mode="edit" tournament={{ id, title: titleIn(answer.data.values, locale) }}>
          {answer.data.finished ? (
            <p className="ct-note" role="status">
              {t('tournament.finishedNote')}
            </p>
          ) : (
            <TournamentFormBody
              initial={fieldsOf(answer.data.values)}
              seasons={answer.data.options.seasons.map((s) => ({ value: s.id, label: s.title }))}
              onSubmit={(values) => update.mutateAsync({ params: { id }, body: tournamentBody(values) })}
              onSaved={() => navigate(lp(paths.tournament(id)))}
              cancelTo={paths.tournament(id)}
              success="tournamentEdited"
            />
          )}
        </Frame>
      )}
    </AsyncView>
  );
}

function Frame({
  mode,
  tournament,
  children,
}: {
  mode: 'create' | 'edit';
  tournament?: { id: number; title: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <CabinetFormPage
      title={mode === 'create' ? t('tournament.create') : t('tournament.editTitle')}
      trail={[
        { title: t('list.title'), to: paths.tournaments() },
        ...(tournament ? [{ title: tournament.title, to: paths.tournament(tournament.id) }] : []),
      ]}
    >
      {children}
    </CabinetFormPage>
  );
}

function TournamentFormBody({
  initial,
  seasons,
  onSubmit,
  onSaved,
  cancelTo,
  success,
}: {
  initial: Partial<TournamentFields>;
  seasons: Array<{ value: number; label: string }>;
  onSubmit: (values: TournamentFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
  success: 'tournamentAdded' | 'tournamentEdited';
}) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <CabinetForm<TournamentFields>
      label={t('tournament.details')}
      initialValues={initial}
      onSubmit={onSubmit}
      onSuccess={onSaved}
      success={success}
      cancel={{ to: cancelTo, label: t('tournament.cancel') }}
    >
      <TitleFields
        labels={{ kk: t('tournament.titleKk'), ru: t('tournament.titleRu'), en: t('tournament.titleEn') }}
        className="ct-grid"
      />
      <TournamentInputs seasons={seasons} />
      <EntryWindowInputs />
      <CheckboxField name="active" label={t('tournament.activeField')} />
    </CabinetForm>
  );
}
