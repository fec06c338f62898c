// A tournament's facts on its page (season, age group, birth years, jokers, dates, tours, state)
// and, for super_admin while it is not finished, the activity, main and finish switches.
import { useTranslation } from 'react-i18next';
import { DATE_BOUNDS, formatDate, useLocale, type CabinetTournamentDetail } from '@league/shared';
import { CabinetForm, DateField } from '@league/shared/cabinet';
import { defaultFinishDate, type TournamentSwitches } from './use-tournament-switches';

type Tournament = CabinetTournamentDetail['tournament'];

export function TournamentFacts({
  tournament,
  toursCount,
  admin,
  switches,
}: {
  tournament: Tournament;
  toursCount: number;
  admin: boolean;
  switches: TournamentSwitches;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const state = tournament.finished ? 'finished' : tournament.active ? 'active' : 'inactive';
  const date = (value: string | null) => (value ? formatDate(value, 'short', locale) : '—');
  return (
    <section className="ct-panel" aria-labelledby="tournament-facts">
      <h2 id="tournament-facts">{t('tournament.details')}</h2>
      <dl className="ct-facts">
        <dt>{t('tournament.season')}</dt>
        <dd>{tournament.season.title}</dd>
        <dt>{t('tournament.ageGroup')}</dt>
        <dd>{tournament.age_group_title}</dd>
        <dt>{t('tournament.birthYears')}</dt>
        <dd>
          {tournament.birth_year_from === tournament.birth_year_to
            ? tournament.birth_year_from
            : `${tournament.birth_year_from}–${tournament.birth_year_to}`}
        </dd>
        <dt>{t('tournament.jokers')}</dt>
        <dd>{tournament.joker_quota}</dd>
        <dt>{t('tournament.startDate')}</dt>
        <dd>{date(tournament.start_date)}</dd>
        <dt>{t('tournament.endDate')}</dt>
        <dd>{date(tournament.end_date)}</dd>
        <dt>{t('tournament.tours')}</dt>
        <dd>{toursCount}</dd>
        <dt>{t('tournament.state')}</dt>
        <dd>
          {t(`tournament.${state}`)}
          {tournament.main && ` · ${t('tournament.main')}`}
          {` · ${t(tournament.takes_applications ? 'tournament.takesApplications' : 'tournament.noApplications')}`}
        </dd>
      </dl>
      {admin && !tournament.finished && <SwitchButtons tournament={tournament} switches={switches} />}
    </section>
  );
}

/** Activate or deactivate, make main, and finish on a date (today, or the start when it is later). */
function SwitchButtons({ tournament, switches }: { tournament: Tournament; switches: TournamentSwitches }) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <div className="ct-actions" style={{ marginTop: 16 }}>
      <button
        type="button"
        className="lg-button lg-button--ghost"
        onClick={() => void switches.toggleActivity()}
        disabled={switches.activating}
      >
        {t(tournament.active ? 'tournament.deactivate' : 'tournament.activate')}
      </button>
      {!tournament.main && (
        <button
          type="button"
          className="lg-button lg-button--ghost"
          onClick={() => void switches.makeMain()}
          disabled={switches.makingMain}
        >
          {t('tournament.makeMain')}
        </button>
      )}
      <CabinetForm<{ end_date?: string }>
        className="ct-finish"
        label={t('tournament.finish')}
        initialValues={{ end_date: defaultFinishDate(switches.today, tournament.start_date) }}
        onSubmit={switches.askFinish}
        success={false}
        submitLabel={t('tournament.finish')}
        danger
        warnUnsaved={false}
      >
        <DateField
          name="end_date"
          label={t('tournament.endDate')}
          rules={['required', { rule: 'date_around', ...DATE_BOUNDS.tournament }]}
          min={tournament.start_date ?? undefined}
        />
      </CabinetForm>
    </div>
  );
}
