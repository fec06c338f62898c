// One match of a tournament's matches list: its teams (a link to the protocol when it opens),
// tour, date, stadium, crew and status, and super_admin's buttons on it.
import { useTranslation } from 'react-i18next';
import { formatDate, LocaleLink, useLocale, type CabinetMatch } from '@league/shared';
import { StatusBadge } from '@league/shared/cabinet';
import { otherRemotePaths } from '../../paths';
import { RowAction } from '../../ui/row-action';
import type { FixtureKind } from './fixture-panel';

/** What super_admin does to a match from the list. */
export interface MatchHandlers {
  onEdit: (match: CabinetMatch) => void;
  onFixture: (kind: FixtureKind, match: CabinetMatch) => void;
  onReinstate: (match: CabinetMatch) => Promise<void>;
  onDelete: (match: CabinetMatch) => Promise<void>;
  reinstating: boolean;
  deleting: boolean;
}

export function MatchRow({
  tournamentId,
  match,
  editable,
  editing,
  handlers,
}: {
  tournamentId: number;
  match: CabinetMatch;
  editable: boolean;
  /** Whether the edit form shown is this match's. */
  editing: boolean;
  handlers: MatchHandlers;
}) {
  return (
    <li>
      <MatchSummary tournamentId={tournamentId} match={match} />
      <div className="ct-actions">
        <StatusBadge kind="match" status={match.status} />
        {editable && <MatchButtons match={match} editing={editing} handlers={handlers} />}
      </div>
    </li>
  );
}

function MatchSummary({ tournamentId, match }: { tournamentId: number; match: CabinetMatch }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <div>
      {match.openable ? (
        <LocaleLink className="ct-team-name" to={otherRemotePaths.matchProtocol(tournamentId, match.id)}>
          {match.host.title} — {match.guest.title}
        </LocaleLink>
      ) : (
        <span className="ct-team-name">
          {match.host.title} — {match.guest.title}
        </span>
      )}
      <div className="ct-muted">
        {[
          match.tour?.title,
          match.date ? `${formatDate(match.date, 'short', locale)} ${match.time ?? ''}` : t('schedule.noDate'),
          match.stadium?.title,
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
      {match.status === 'cancelled' && match.cancellation_reason && (
        <div className="ct-muted">{t('schedule.reasonShown', { reason: match.cancellation_reason })}</div>
      )}
      {match.crew.length > 0 && (
        <div className="ct-muted">
          {t('schedule.crew')}: {match.crew.map((c) => c.referee.name).join(', ')}
        </div>
      )}
    </div>
  );
}

/** Edit, postpone, cancel, reinstate and delete, each offered when the match allows it. */
function MatchButtons({
  match,
  editing,
  handlers,
}: {
  match: CabinetMatch;
  editing: boolean;
  handlers: MatchHandlers;
}) {
  const { t } = useTranslation('cab-tournaments');
  const pair = `${match.host.title} — ${match.guest.title}`;
  return (
    <>
      <RowAction
        label={t('schedule.edit')}
        item={pair}
        onClick={() => handlers.onEdit(match)}
        aria-expanded={editing}
      />
      {!match.played && (match.status === 'scheduled' || match.status === 'postponed') && (
        <>
          <RowAction label={t('schedule.postpone')} item={pair} onClick={() => handlers.onFixture('postpone', match)} />
          <RowAction
            label={t('schedule.cancelMatch')}
            item={pair}
            onClick={() => handlers.onFixture('cancel', match)}
          />
        </>
      )}
      {(match.status === 'postponed' || match.status === 'cancelled') && (
        <RowAction
          label={t('schedule.reinstate')}
          item={pair}
          onClick={() => void handlers.onReinstate(match)}
          disabled={handlers.reinstating}
        />
      )}
      {!match.played && (
        <RowAction
          label={t('schedule.delete')}
          item={pair}
          className="lg-button lg-button--danger"
          onClick={() => void handlers.onDelete(match)}
          disabled={handlers.deleting}
        />
      )}
    </>
  );
}
