// One person on a team's application page: the box to select them, their name (a link to the
// application), status, facts, why they cannot be entered, and the actions allowed on them.
import { useTranslation } from 'react-i18next';
import { LocaleLink, enumLabel, formatDate, useLocale, type ApplicationStatus } from '@league/shared';
import { StatusBadge, type ApplicationKind, type TeamApplicationEntry } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RowAction } from '../../ui/row-action';
import { actionLabelKey } from './action-labels';
import { DisqualificationNote } from './disqualification-note';
import { BULK, mayDo } from './people-rules';

export function PersonRow({
  kind,
  entry,
  tournamentId,
  clubId,
  selected,
  onToggle,
  busy,
  onAct,
}: {
  kind: ApplicationKind;
  entry: TeamApplicationEntry;
  tournamentId: number;
  clubId: number;
  selected: boolean;
  onToggle: () => void;
  busy: boolean;
  onAct: (status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const ineligible = !entry.eligibility.eligible;
  const canSelect = BULK.some((status) => mayDo(entry, status));
  const link =
    entry.application_id !== null
      ? kind === 'player'
        ? paths.playerApplication(tournamentId, clubId, entry.application_id)
        : paths.staffApplication(tournamentId, clubId, entry.application_id)
      : null;
  const rowActions = entry.allowed.filter((status) => mayDo(entry, status));
  return (
    <li className={`ca-person${ineligible ? ' ca-person--ineligible' : ''}`}>
      <div className="ca-person__head">
        {canSelect && (
          <input
            type="checkbox"
            className="ca-person__check"
            aria-label={t('applications.select', { name: entry.person.name })}
            checked={selected}
            onChange={onToggle}
          />
        )}
        <span className="ca-person__name">
          {link ? <LocaleLink to={link}>{entry.person.name}</LocaleLink> : entry.person.name}
        </span>
        <StatusBadge kind="application" status={entry.status} />
      </div>
      <EntryFacts kind={kind} entry={entry} />
      {ineligible && (
        <p className="ca-person__why">
          <strong>{t('applications.ineligible')}:</strong>{' '}
          {entry.eligibility.issues.map((issue) => issue.message).join('; ')}
        </p>
      )}
      <DisqualificationNote decision={entry.disqualification} className="ca-person__reason" />
      {entry.status === 'rejected' && entry.reject_reason && (
        <p className="ca-person__reason">{t('applications.rejectedBecause', { reason: entry.reject_reason })}</p>
      )}
      {rowActions.length > 0 && (
        <div className="ca-person__actions">
          {rowActions.map((status) => (
            <RowAction
              key={status}
              label={t(actionLabelKey(entry.status, status))}
              item={entry.person.name}
              className={`lg-button lg-button--small${status === 'rejected' || status === 'disqualified' ? ' lg-button--danger' : status === 'unsubmitted' ? ' lg-button--ghost' : ''}`}
              disabled={busy}
              onClick={() => onAct(status)}
            />
          ))}
        </div>
      )}
    </li>
  );
}

/** Number (players), position, birth date and how many kinds of documents are on file. */
function EntryFacts({ kind, entry }: { kind: ApplicationKind; entry: TeamApplicationEntry }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <dl className="ca-person__facts">
      {kind === 'player' && (
        <>
          <dt>{t('applications.number')}</dt>
          <dd>{entry.number ?? '—'}</dd>
        </>
      )}
      <dt>{t('applications.position')}</dt>
      <dd>
        {entry.person.position
          ? kind === 'player'
            ? enumLabel('position', entry.person.position, locale)
            : entry.person.position
          : '—'}
      </dd>
      <dt>{t('applications.born')}</dt>
      <dd>{entry.person.birth_date ? formatDate(entry.person.birth_date, 'short', locale) : '—'}</dd>
      <dt>{t('applications.documents')}</dt>
      <dd>
        {entry.documents.length === 0
          ? t('applications.noDocuments')
          : t('applications.documentsCount', { count: new Set(entry.documents.map((d) => d.type)).size })}
      </dd>
    </dl>
  );
}
