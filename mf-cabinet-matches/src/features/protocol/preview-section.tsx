// The events as the public match page shows them.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, useEndpointQuery } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

export function Preview({ matchId }: { matchId: number }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const preview = useEndpointQuery(endpoints.matches.eventsPreview, { params: { id: matchId } }, { staleTime: 0 });
  if (preview.status !== 'success') return null;
  const { events } = preview.data.data;
  return (
    <section className="pr-card" aria-labelledby="pr-preview">
      <h2 id="pr-preview">{t('protocol.preview')}</h2>
      {events.length === 0 ? (
        <p>{t('protocol.noEvents')}</p>
      ) : (
        <ol className="pr-events">
          {events.map((e, i) => (
            <li key={i} className={`pr-event pr-event--${e.team_type}`}>
              <span className="pr-event__minute">{e.label ?? ''}</span>
              <span className="pr-event__text">
                {e.kind === 'goal' &&
                  `${te(`goalMethod.${e.method ?? 'goal'}`)}: ${e.player?.name ?? ''}${e.assistant ? ` · ${e.assistant.name}` : ''}`}
                {e.kind === 'punishment' && `${e.card ? te(`cardType.${e.card}`) : ''}: ${e.player?.name ?? ''}`}
                {e.kind === 'replacement' &&
                  `${t('protocol.kinds.replacement')}: ${e.player?.name ?? ''} ↔ ${e.player_out?.name ?? ''}`}
                {e.kind === 'missed_penalty' &&
                  `${t('protocol.kinds.missed_penalty')}: ${e.player?.name ?? ''} · ${e.failure ? te(`penaltyFailure.${e.failure}`) : ''}`}
              </span>
              <span />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
