// The recorded events, in match order; while the protocol is open each has Edit and Delete.
import { useTranslation } from 'react-i18next';
import type { CabinetEvent } from '@league/shared/cabinet';
import { EventText } from './event-text';

interface EventListProps {
  events: CabinetEvent[];
  editable: boolean;
  hostTitle: string;
  guestTitle: string;
  onEdit: (event: CabinetEvent) => void;
  onDelete: (event: CabinetEvent) => void;
}

export function EventList({ events, editable, hostTitle, guestTitle, onEdit, onDelete }: EventListProps) {
  const { t } = useTranslation('cab-matches');
  if (events.length === 0) return <p>{t('protocol.noEvents')}</p>;
  return (
    <ol className="pr-events">
      {events.map((e) => (
        <li key={`${e.kind}-${e.id}`} className={`pr-event pr-event--${e.team_type}`}>
          <span className="pr-event__minute">{e.label ?? '—'}</span>
          <span className="pr-event__text">
            <EventText event={e} hostTitle={hostTitle} guestTitle={guestTitle} />
          </span>
          {editable && (
            <span className="pr-event__buttons">
              <button type="button" className="lg-button lg-button--ghost" onClick={() => onEdit(e)}>
                {t('protocol.editEvent')}
              </button>
              <button type="button" className="lg-button lg-button--danger" onClick={() => onDelete(e)}>
                {t('protocol.deleteEvent')}
              </button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
