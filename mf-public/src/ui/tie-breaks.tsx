// Why teams level on points stand in the order they do: the rule that decided each pair, with
// its figures, beside the league's tie-break rules in order.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_CRITERIA, type TableRow } from '@league/shared';
import './league.css';

/** The criteria after points, in the order the table applies them (api/src/modules/stats/table.ts). */
const TIE_BREAK_ORDER = TABLE_CRITERIA.filter((criterion) => criterion !== 'points');
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** How many teams of the table have the row's points (the row's group when level on points). */
const levelOnPoints = (rows: TableRow[], row: TableRow) => rows.filter((other) => other.points === row.points).length;

/**
 * Why teams level on points stand where they do ("Altai 2012 above Ertis 2012: head-to-head
 * points 3–0"), and the tie-break rules in their order, beside the full table.
 */
export function TieBreaks({ rows }: { rows: TableRow[] }) {
  const { t } = useTranslation('public');
  const headingId = useId();
  // Before a match is played every team is level and the order is only alphabetical: nothing to explain.
  const played = rows.some((row) => row.played > 0);
  const decided = rows.flatMap((row, i) =>
    played && i > 0 && row.decided_by && row.decided_by !== 'points'
      ? [{ upper: rows[i - 1]!, lower: row, by: row.decided_by, level: levelOnPoints(rows, row) }]
      : [],
  );
  return (
    <section
      className="pub-tiebreaks"
      {...(decided.length > 0 ? { 'aria-labelledby': headingId } : { 'aria-label': t('leagueUi.tieBreak.rulesTitle') })}
    >
      {decided.length > 0 && (
        <>
          <h2 id={headingId}>{t('leagueUi.tieBreak.title')}</h2>
          <ul>
            {decided.map(({ upper, lower, by, level }) => {
              const [a = 0, b = 0] = lower.decided_values ?? [];
              const difference = by === 'h2h_goal_difference' || by === 'goal_difference';
              // Three or more level teams form a mini-league: its figures are not one meeting's.
              const among = level > 2 && by.startsWith('h2h_');
              const reason = t(`leagueUi.tieBreak.${among ? 'among' : 'reason'}.${by}`, {
                a: difference ? signed(a) : a,
                b: difference ? signed(b) : b,
                n: level,
              });
              return (
                <li key={lower.team.id}>
                  {t('leagueUi.tieBreak.above', { upper: upper.team.title, lower: lower.team.title, reason })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <details>
        <summary>{t('leagueUi.tieBreak.rulesTitle')}</summary>
        <ol>
          {TIE_BREAK_ORDER.map((criterion) => (
            <li key={criterion}>{t(`leagueUi.tieBreak.rules.${criterion}`)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
