// The protocol page's second column: the crew, statistics, details and additional information, the
// broadcast link and photos, deleting the match and its history (the media manager: the photos and
// the history).
import { HistoryPanel, type CabinetAdditions, type CabinetProtocol } from '@league/shared/cabinet';
import { Broadcast } from './broadcast-section';
import { DeleteMatch } from './delete-match';
import { PhotosSection } from './photos-section';
import { AdditionsSection } from './sections/additions-section';
import { CrewSection } from './sections/crew-section';
import { DetailsSection } from './sections/details-section';
import { StatisticsSection } from './sections/statistics-section';

export interface RecordsColumnProps {
  protocol: CabinetProtocol;
  /** The additional information, once read. */
  additions: CabinetAdditions | null;
  matchId: number;
  mediaOnly: boolean;
  title: string;
}

export function RecordsColumn({ protocol: p, additions, matchId, mediaOnly, title }: RecordsColumnProps) {
  return (
    <div className="pr-page">
      {!mediaOnly && (
        <>
          <CrewSection protocol={p} />
          <StatisticsSection protocol={p} />
          <DetailsSection protocol={p} />
        </>
      )}
      {additions && <AdditionsSection matchId={matchId} additions={additions} />}
      {p.permissions.broadcast && !mediaOnly && <Broadcast protocol={p} />}
      {p.permissions.broadcast && <PhotosSection matchId={matchId} />}
      {p.permissions.delete && <DeleteMatch matchId={matchId} title={title} />}
      <HistoryPanel entity="match" id={matchId} />
    </div>
  );
}
