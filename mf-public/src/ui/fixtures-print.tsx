// The printed fixtures of a tournament (print.css of @league/shared lays out the sheet): every
// round of the season in one table — round, kick-off, home, score, away, stadium — whichever
// round or group the screen shows, since the cards of the screen are not a sheet for a notice
// board. Shown on paper only; a kick-off not in the current year names its year.
import { useTranslation } from 'react-i18next';
import { formatKickOff, useLocale, type CalendarGroups } from '@league/shared';
import { fixtureNote, scoreText } from './league';
import './fixtures-print.css';

export function FixturesPrint({ calendar }: { calendar: CalendarGroups }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const rows = calendar.all.flatMap((tour) =>
    tour.days.flatMap((day) => day.matches.map((match) => ({ tour, match }))),
  );
  if (rows.length === 0) return null;
  return (
    <table className="lg-print-only pub-fixtures-print">
      <caption className="lg-visually-hidden">{t('leagueUi.print.fixtures')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('leagueUi.print.round')}</th>
          <th scope="col">{t('leagueUi.print.date')}</th>
          <th scope="col">{t('leagueUi.print.host')}</th>
          <th scope="col">{t('leagueUi.print.score')}</th>
          <th scope="col">{t('leagueUi.print.guest')}</th>
          <th scope="col">{t('leagueUi.print.stadium')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ tour, match }) => {
          // A moved match says why; a live one or a technical result says what it is, as the card's badge does.
          const note =
            fixtureNote(match, t, locale) ??
            (match.status === 'scheduled' || match.status === 'finished'
              ? null
              : t(`enums:matchStatus.${match.status}`));
          return (
            <tr key={match.id}>
              <td className="pub-fixtures-print__short">{tour.tour_name}</td>
              <td className="pub-fixtures-print__short">
                {match.date_time ? formatKickOff(match.date_time, locale) : t('leagueUi.noTime')}
              </td>
              <td>{match.host.title}</td>
              <td className="pub-fixtures-print__short">
                {scoreText(match.score, match.shootout, t)}
                {note && <div>{note}</div>}
              </td>
              <td>{match.guest.title}</td>
              <td>
                {match.stadium ? `${match.stadium.title}${match.stadium.city ? `, ${match.stadium.city}` : ''}` : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
