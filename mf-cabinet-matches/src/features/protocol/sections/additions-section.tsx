// The additional information (weather, pitch, injuries, notes), with a version of its own. Saved
// without network (or behind writes of the match still waiting), it goes to the outbox with the
// version it was based on, says it waits to send, and is sent in order when the network returns:
// a 409 carrying what was sent counts as saved, any other shows the conflict panel (ADR 0178).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endpointKey,
  errorMessage,
  fieldErrors,
  queryClient,
  queryKeyFor,
  useEndpointMutation,
  useLocale,
} from '@league/shared';
import { isOffline, pageOutbox } from '../outbox/outbox';
import { flushOutbox, mustQueue, useMatchOutbox, useOutboxResults } from '../outbox/send';
import {
  ConflictNotice,
  FieldFrame,
  endpoints,
  openConflictOf,
  useNotify,
  useSection,
  type CabinetAdditions,
  type Difference,
} from '@league/shared/cabinet';

const ADDITION_KEYS = ['weather', 'pitch', 'injuries', 'notes'] as const;

export function AdditionsSection({ matchId, additions }: { matchId: number; additions: CabinetAdditions }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const locale = useLocale();
  const section = useSection(additions.additions, additions.version);
  const save = useEndpointMutation(endpoints.matches.saveAdditions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  // The last save of this section still waiting to send: the form shows what it will send (also
  // when the page was opened again without network).
  const queued = useMatchOutbox(matchId)
    .items.filter((item) => item.part === 'additions')
    .at(-1);
  const waiting = queued !== undefined;
  const queuedId = queued?.id;
  const queuedValue = (queued?.body as { additions?: CabinetAdditions['additions'] } | undefined)?.additions;
  // Once per queued save, not on every keystroke (the state of a render adjusted as it renders).
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  if (queuedId !== shownId) {
    setShownId(queuedId);
    if (queuedValue && !section.dirty) section.setValue(() => queuedValue);
  }
  const store = (data: CabinetAdditions) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetAdditions, { params: { id: matchId } }), locale),
      { success: true, data },
    );
  const differences: Difference[] = section.conflict
    ? ADDITION_KEYS.filter((k) => section.conflict![k] !== section.value[k]).map((k) => ({
        label: t(`protocol.fields.${k}`),
        mine: section.value[k],
        theirs: section.conflict![k],
      }))
    : [];
  const refused = (error: unknown) => {
    const current = openConflictOf<CabinetAdditions>(error, (saved) => saved.editable);
    if (current) {
      section.conflicted(current.additions, current.version);
      store(current);
    } else {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
    }
    notify.error('additionsError');
  };
  // A queued save, sent when the network returned: saved, or refused as a save refused now.
  useOutboxResults(matchId, 'additions', (result) => {
    if (result.outcome === 'sent') {
      const data = result.data as CabinetAdditions;
      section.saved(data.additions, data.version);
      store(data);
      notify.success('additionsSaved');
    } else {
      const sent = (result.item.body as { additions?: CabinetAdditions['additions'] }).additions;
      if (sent) section.setValue(() => sent);
      refused(result.error);
    }
  });
  const queue = async (body: { version: number; additions: CabinetAdditions['additions'] }) => {
    await pageOutbox().add({
      kind: 'additions',
      part: 'additions',
      url: `/cabinet/matches/${matchId}/additions`,
      method: 'POST',
      body,
      matchId,
      createdAt: Date.now(),
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const body = { version: section.version, additions: section.value };
    if (await mustQueue(matchId)) {
      // Behind older writes (sent first) or without network: queued; a flush sends it when it can.
      await queue(body);
      return void flushOutbox();
    }
    try {
      const saved = await save.mutateAsync({ params: { id: matchId }, body });
      section.saved(saved.data.additions, saved.data.version);
      store(saved.data);
      notify.success('additionsSaved');
    } catch (error) {
      if (isOffline(error)) return queue(body);
      refused(error);
    }
  };
  return (
    <section className="pr-card" aria-labelledby="pr-additions">
      <h2 id="pr-additions">{t('protocol.additions')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      {message && (
        <p className="pr-error" role="alert">
          {message}
        </p>
      )}
      {waiting && (
        <p className="pr-waiting" role="status" data-testid="additions-waiting">
          {t('outbox.item')}
        </p>
      )}
      <form onSubmit={submit} className="pr-grid">
        {ADDITION_KEYS.map((k) => (
          <FieldFrame
            className="pr-field"
            key={k}
            id={`add-${k}`}
            label={t(`protocol.fields.${k}`)}
            error={errors[`additions.${k}`]}
          >
            <textarea
              id={`add-${k}`}
              rows={2}
              readOnly={!additions.editable}
              value={section.value[k]}
              onChange={(e) => section.setValue((v) => ({ ...v, [k]: e.target.value }))}
            />
          </FieldFrame>
        ))}
        {additions.editable && (
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={save.isPending}>
              {t('protocol.saveAdditions')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
