// The protocol page's first column, the match day: the heading with the score, before the match who
// may not play, the identity check, the events, the sign-off and the public preview (the media
// manager: the heading, the broadcast link and the events as read).
import type { CabinetEvents, CabinetProtocol } from '@league/shared/cabinet';
import { Broadcast } from './broadcast-section';
import { EventsSection } from './events/events-section';
import { MatchHead } from './match-head';
import { Preview } from './preview-section';
import { SheetPart } from './sheet/sheet-part';
import { SuspensionsPanel } from './squad/suspensions-panel';

export interface MatchDayColumnProps {
  protocol: CabinetProtocol;
  /** The events, once read (their score is the page's). */
  events: CabinetEvents | null;
  matchId: number;
  mediaOnly: boolean;
  title: string;
}

export function MatchDayColumn({ protocol: p, events: e, matchId, mediaOnly, title }: MatchDayColumnProps) {
  return (
    <div className="pr-page">
      <MatchHead protocol={e ? { ...p, score: e.score, shootout: e.shootout } : p} mediaOnly={mediaOnly} />
      {/* Before the match: who may not play in it and who is one yellow card away (ADR 0181). */}
      {!mediaOnly && p.match.status === 'scheduled' && <SuspensionsPanel matchId={matchId} />}
      {/* Identities before the final whistle (ADR 0212). */}
      {!mediaOnly && <SheetPart matchId={matchId} part="identity" teams={title} />}
      {mediaOnly && <Broadcast protocol={p} />}
      {e && (
        <EventsSection
          matchId={matchId}
          events={e}
          hostTitle={p.match.host.title}
          guestTitle={p.match.guest.title}
          live={p.match.status !== 'scheduled'}
          clock={p.clock.clock}
        />
      )}
      {/* The sign-off after it (ADR 0212). */}
      {!mediaOnly && <SheetPart matchId={matchId} part="signoff" teams={title} />}
      {!mediaOnly && <Preview matchId={matchId} />}
    </div>
  );
}
