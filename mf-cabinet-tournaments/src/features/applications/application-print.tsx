// The printed team application (print.css of @league/shared lays out the A4 sheet): each team's
// players and staff as tables — number, name, position, birth date, status and, for a rejected
// one, the reason. Shown on paper only; the cards and buttons of the screen are not printed.
import { useTranslation } from 'react-i18next';
import { enumLabel, formatDate, useLocale } from '@league/shared';
import {
  StatusBadge,
  type ApplicationKind,
  type CabinetTeamApplication,
  type TeamApplicationEntry,
} from '@league/shared/cabinet';

function PeopleTable({
  kind,
  caption,
  entries,
}: {
  kind: ApplicationKind;
  caption: string;
  entries: TeamApplicationEntry[];
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <table className="ca-print__table">
      <caption>
        {caption} ({entries.length})
      </caption>
      <thead>
        <tr>
          {kind === 'player' && <th scope="col">{t('applications.number')}</th>}
          <th scope="col">{t('applications.name')}</th>
          <th scope="col">{t('applications.position')}</th>
          <th scope="col">{t('applications.born')}</th>
          <th scope="col">{t('applications.status')}</th>
          <th scope="col">{t('applications.note')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.person.id}>
            {kind === 'player' && <td>{entry.number ?? '—'}</td>}
            <th scope="row">{entry.person.name}</th>
            <td>
              {entry.person.position
                ? kind === 'player'
                  ? enumLabel('position', entry.person.position, locale)
                  : entry.person.position
                : '—'}
            </td>
            <td>{entry.person.birth_date ? formatDate(entry.person.birth_date, 'short', locale) : '—'}</td>
            <td>
              <StatusBadge kind="application" status={entry.status} />
            </td>
            <td>{entry.status === 'rejected' && entry.reject_reason ? entry.reject_reason : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ApplicationPrint({ application }: { application: CabinetTeamApplication }) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <div className="lg-print-only ca-print">
      {application.teams.map((team) => (
        <section key={team.id}>
          <h2>{team.title}</h2>
          {team.players.length > 0 && (
            <PeopleTable kind="player" caption={t('applications.players')} entries={team.players} />
          )}
          {team.staff.length > 0 && <PeopleTable kind="staff" caption={t('applications.staff')} entries={team.staff} />}
        </section>
      ))}
    </div>
  );
}
