// The printed team application (print.css of @league/shared lays out the A4 sheet): each team's
// listed players and staff — those sent to the league or accepted by it, never a person the team
// did not list, one withdrawn, rejected or disqualified — as tables of number, name, position,
// birth date and status, and the lines where the club, the coach and the league sign. Shown on
// paper only; the cards and buttons of the screen are not printed.
import { useTranslation } from 'react-i18next';
import { enumLabel, formatDate, PrintSignatures, useLocale, type ApplicationStatus } from '@league/shared';
import {
  StatusBadge,
  type ApplicationKind,
  type CabinetTeamApplication,
  type TeamApplicationEntry,
} from '@league/shared/cabinet';

/** The statuses a printed application lists: sent to the league, or accepted by it. */
export const LISTED: readonly ApplicationStatus[] = ['pending', 'submitted'];

export const listed = (entries: readonly TeamApplicationEntry[]) => entries.filter((e) => LISTED.includes(e.status));

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
          <th scope="col">№</th>
          {kind === 'player' && <th scope="col">{t('applications.number')}</th>}
          <th scope="col">{t('applications.name')}</th>
          <th scope="col">{t('applications.position')}</th>
          <th scope="col">{t('applications.born')}</th>
          <th scope="col">{t('applications.status')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={entry.person.id}>
            <td>{index + 1}</td>
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
      {application.teams.map((team) => {
        const players = listed(team.players);
        const staff = listed(team.staff);
        return (
          <section key={team.id}>
            <h2>{team.title}</h2>
            {players.length > 0 ? (
              <PeopleTable kind="player" caption={t('applications.players')} entries={players} />
            ) : (
              <p>{t('applications.printNone')}</p>
            )}
            {staff.length > 0 && <PeopleTable kind="staff" caption={t('applications.staff')} entries={staff} />}
          </section>
        );
      })}
      <PrintSignatures
        lines={[
          { role: t('applications.signClub') },
          { role: t('applications.signCoach') },
          { role: t('applications.signLeague') },
        ]}
      />
    </div>
  );
}
