// The players or the staff of one team on its application page: each person's row, and a
// selection of them to send, accept or reject together.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAtom, type ApplicationStatus, useStoreValue } from '@league/shared';
import type { ApplicationKind, TeamApplicationEntry } from '@league/shared/cabinet';
import { BULK, mayDo } from './people-rules';
import { PersonRow } from './person-row';
import type { useApplicationActions } from './use-application-actions';

export function PeopleList({
  kind,
  heading,
  headingId,
  entries,
  tournamentId,
  clubId,
  teamId,
  actions,
}: {
  kind: ApplicationKind;
  heading: string;
  headingId?: string;
  entries: TeamApplicationEntry[];
  tournamentId: number;
  clubId: number;
  teamId: number;
  actions: ReturnType<typeof useApplicationActions>;
}) {
  const { t } = useTranslation('cab-tournaments');
  const { selected, setSelected, selectable, chosen, toggle, allChosen } = useSelection(entries);
  const listId = `${kind}-${teamId}`;

  const act = async (status: ApplicationStatus, people: TeamApplicationEntry[]) => {
    if (people.length === 0) return;
    const done =
      status === 'pending'
        ? await actions.send(
            kind,
            tournamentId,
            teamId,
            people.map((p) => p.person.id),
          )
        : await actions.change(
            kind,
            people.map((p) => p.application_id!),
            status as 'submitted' | 'rejected' | 'unsubmitted',
            people.length === 1 ? people[0].person.name : undefined,
          );
    if (done) setSelected(new Set());
  };

  return (
    <section className="ca-people" aria-labelledby={headingId ?? `${listId}-title`}>
      <h2 id={headingId ?? `${listId}-title`} className="ca-people__title">
        {heading} <span className="ca-count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="lg-empty">{t('applications.noPeople')}</p>
      ) : (
        <>
          {selectable.length > 0 && (
            <BulkBar
              allChosen={allChosen}
              onToggleAll={() => setSelected(allChosen ? new Set() : new Set(selectable.map((e) => e.person.id)))}
              chosen={chosen}
              selectable={selectable}
              busy={actions.busy}
              onAct={(status) => void act(status, chosen)}
            />
          )}
          <ul className="ca-list">
            {entries.map((entry) => (
              <PersonRow
                key={entry.person.id}
                kind={kind}
                entry={entry}
                tournamentId={tournamentId}
                clubId={clubId}
                selected={selected.has(entry.person.id)}
                onToggle={() => toggle(entry.person.id)}
                busy={actions.busy}
                onAct={(status) => void act(status, [entry])}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The people ticked in a list, those that may be ticked, and whether all of them are. */
function useSelection(entries: TeamApplicationEntry[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const selectable = entries.filter((e) => BULK.some((status) => mayDo(e, status)));
  const chosen = entries.filter((e) => selected.has(e.person.id));
  const toggle = (personId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(personId)) next.delete(personId);
      else next.add(personId);
      return next;
    });
  const allChosen = selectable.length > 0 && selectable.every((e) => selected.has(e.person.id));
  return { selected, setSelected, selectable, chosen, toggle, allChosen };
}

/** Select all, how many are selected, and the actions the reader may take on the selection. */
function BulkBar({
  allChosen,
  onToggleAll,
  chosen,
  selectable,
  busy,
  onAct,
}: {
  allChosen: boolean;
  onToggleAll: () => void;
  chosen: TeamApplicationEntry[];
  selectable: TeamApplicationEntry[];
  busy: boolean;
  onAct: (status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const role = useStoreValue(roleAtom);
  const statuses = BULK.filter(
    (status) => status !== 'pending' || role === 'command_admin' || role === 'super_admin',
  ).filter((status) => selectable.some((e) => mayDo(e, status)));
  const label = (status: ApplicationStatus) =>
    t(
      `applications.${({ pending: 'send', submitted: 'accept', rejected: 'reject', unsubmitted: 'withdraw', disqualified: 'disqualify' } as Record<string, string>)[status]}`,
    );
  return (
    <div className="ca-bulk" role="group" aria-label={t('applications.actions')}>
      <label className="lg-check">
        <input type="checkbox" checked={allChosen} onChange={onToggleAll} />
        <span>{t('applications.selectAll')}</span>
      </label>
      <span aria-live="polite">{t('applications.selected', { count: chosen.length })}</span>
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          className={`lg-button${status === 'rejected' ? ' lg-button--danger' : ''}`}
          disabled={busy || chosen.length === 0 || !chosen.every((e) => mayDo(e, status))}
          onClick={() => onAct(status)}
        >
          {label(status)}
        </button>
      ))}
    </div>
  );
}
