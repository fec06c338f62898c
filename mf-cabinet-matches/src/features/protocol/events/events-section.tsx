// The match events: the score, the list (edit, delete) and the event form. After an event is
// recorded the form starts the next one (same kind and team) and the first field takes the focus,
// unless the referee already typed on or moved to another field while it was saving. Edit and
// cancel start a new form.
import { useTranslation } from 'react-i18next';
import type { MatchClock } from '@league/shared';
import { useConfirm, type CabinetEvent, type CabinetEvents } from '@league/shared/cabinet';
import { NeedsAttention } from '../outbox/needs-attention';
import { OutboxChip, WaitingList, useOnline } from '../outbox/outbox-status';
import { QuickEntry } from '../quick/quick-entry';
import { EventForm } from './event-form';
import { EventList } from './event-list';
import { EventScore } from './event-score';
import { NEW_EVENT, eventValuesOf } from './event-values';
import { useEventForm } from './use-event-form';
import { useEventWrites } from './use-event-writes';

export interface EventsSectionProps {
  matchId: number;
  events: CabinetEvents;
  hostTitle: string;
  guestTitle: string;
  /** The match has started (else the hint says to start it first). */
  live: boolean;
  /** The match clock (null before it runs): new events take its minute. */
  clock?: MatchClock | null;
}

export function EventsSection({ matchId, events, hostTitle, guestTitle, live, clock = null }: EventsSectionProps) {
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const writes = useEventWrites(matchId, events);
  const online = useOnline();
  const { editing, form, sectionRef, startForm, submit } = useEventForm(writes);
  const noSquads = events.squads.host.length === 0 || events.squads.guest.length === 0;

  const remove = async (event: CabinetEvent) => {
    if (
      await confirm({
        title: t('protocol.confirmDelete'),
        message: event.label ?? '',
        confirmLabel: t('protocol.deleteEvent'),
        danger: true,
      })
    )
      await writes.remove(event);
  };

  const quick = events.editable && !noSquads;
  return (
    <>
      {(events.editable || writes.queued > 0 || writes.attention.length > 0) && (
        <OutboxChip
          waiting={writes.queued}
          attention={writes.attention.length}
          flushing={writes.flushing}
          online={online}
          onSend={() => void writes.flush()}
        />
      )}
      <NeedsAttention items={writes.attention} squads={events.squads} hostTitle={hostTitle} guestTitle={guestTitle} />
      {quick && (
        <QuickEntry events={events} clock={clock} hostTitle={hostTitle} guestTitle={guestTitle} writes={writes} />
      )}
      <section className="pr-card" aria-labelledby="pr-events" ref={sectionRef}>
        {dialog}
        <h2 id="pr-events">{t('protocol.events')}</h2>
        <EventScore events={events} />
        {writes.notice && (
          <p className="pr-notice" role="status">
            {writes.notice}
          </p>
        )}
        <WaitingList items={writes.waiting} squads={events.squads} hostTitle={hostTitle} guestTitle={guestTitle} />
        <EventList
          events={events.events}
          editable={events.editable}
          hostTitle={hostTitle}
          guestTitle={guestTitle}
          onEdit={(e) => startForm(eventValuesOf(e), e)}
          onDelete={(e) => void remove(e)}
        />
        {!events.editable ? (
          live ? null : (
            <p className="pr-hint">{t('protocol.startFirst')}</p>
          )
        ) : noSquads ? (
          <p className="pr-notice">{t('protocol.squadFirst')}</p>
        ) : (
          <EventForm
            key={form.key}
            initialValues={form.values}
            editing={!!editing}
            squads={events.squads}
            hostTitle={hostTitle}
            guestTitle={guestTitle}
            refusal={writes.refusal}
            onSubmit={submit}
            onCancel={() => startForm(NEW_EVENT, null, false)}
            clock={clock}
          />
        )}
      </section>
    </>
  );
}
