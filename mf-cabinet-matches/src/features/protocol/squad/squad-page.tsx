// /cabinet/tournaments/{id}/matches/{match_id}/squad: both teams' lineups on one page — starters
// and substitutes from the team's accepted application only, unique numbers, one captain, at
// least one goalkeeper. A side with none saved opens with the proposal (its last lineup in this
// tournament, or its application), so the referee confirms it with one tap or taps to swap.
// Ineligible players are greyed out with the reason (the API refuses them too). Each side
// carries its own version; a save over a newer one shows what changed and keeps the choices.
// Saved without network, a lineup waits in the match's outbox; the chip counts everything of the
// match still waiting to send (ADR 0178).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, usePageMeta } from '@league/shared';
import { CabinetPage, endpoints, type CabinetSquads } from '@league/shared/cabinet';
import { paths } from '../../../paths';
import { NeedsAttention } from '../outbox/needs-attention';
import { OutboxChip, useOnline } from '../outbox/outbox-status';
import { useMatchOutbox } from '../outbox/send';
import { useMatchParams } from '../use-match-params';
import { SideForm } from './side-form';
import { SuspensionsPanel } from './suspensions-panel';
import '../protocol.css';
import './squad.css';

export default function SquadPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { tournamentId, matchId, args } = useMatchParams();
  const squads = useEndpointQuery(endpoints.matches.cabinetSquad, args, { staleTime: 0 });
  const form = useEndpointQuery(endpoints.matches.squadForm, args, { staleTime: 0 });
  const [latest, setLatest] = useState<CabinetSquads | null>(null);
  const outbox = useMatchOutbox(matchId);
  const online = useOnline();
  usePageMeta({ title: t('protocol.squadTitle') });
  const data = latest ?? (squads.status === 'success' ? squads.data.data : null);
  const crumbs = [
    { title: tc('cabinet.title'), to: '/cabinet' },
    { title: t('protocol.matches'), to: paths.refereeMatches() },
    { title: t('protocol.title'), to: paths.matchProtocol(tournamentId, matchId) },
    { title: t('protocol.squadTitle') },
  ];
  if (squads.status === 'error' || form.status === 'error') {
    return (
      <CabinetPage title={t('protocol.squadTitle')} breadcrumbs={crumbs}>
        <p role="alert">{tc('toast.error')}</p>
      </CabinetPage>
    );
  }
  return (
    <CabinetPage title={t('protocol.squadTitle')} breadcrumbs={crumbs}>
      <SuspensionsPanel matchId={matchId} />
      {(data?.editable || outbox.items.length > 0 || outbox.attention.length > 0) && (
        <OutboxChip
          waiting={outbox.items.length}
          attention={outbox.attention.length}
          flushing={outbox.flushing}
          online={online}
          onSend={() => void outbox.flush()}
        />
      )}
      <NeedsAttention
        items={outbox.attention}
        hostTitle={data?.host?.team.title ?? ''}
        guestTitle={data?.guest?.team.title ?? ''}
      />
      {data && form.status === 'success' && (
        <div className="pr-page pr-page--two">
          {(['host', 'guest'] as const).map((teamType) => {
            const side = data[teamType];
            const formSide = form.data.data[teamType];
            return side ? (
              <SideForm
                key={teamType}
                matchId={matchId}
                side={side}
                teamType={teamType}
                candidates={formSide?.candidates ?? []}
                proposal={formSide?.proposal}
                editable={data.editable}
                onSaved={setLatest}
              />
            ) : null;
          })}
        </div>
      )}
    </CabinetPage>
  );
}
