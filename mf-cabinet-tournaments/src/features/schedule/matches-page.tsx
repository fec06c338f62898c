// /cabinet/tournaments/:id/matches (super_admin, command_admin, media_manager): the matches of a
// tournament, each linking to its protocol. super_admin adds a match (host, guest, stadium,
// Asia/Almaty date and time, tour, referee crew), changes one with the same form (a played
// match keeps its teams), deletes unplayed matches and fills the calendar with the round-robin
// generator; the others only read (the API refuses them too). A busy stadium comes back as a
// warning, shown here; a busy team or referee is a field error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AsyncView,
  LocaleLink,
  roleAtom,
  useEndpointQuery,
  type CabinetMatch,
  type TournamentMatchesResponse,
  useStoreValue,
} from '@league/shared';
import { endpoints, positiveId } from '@league/shared/cabinet';
import { SchedulePage } from './schedule-page';
import { paths } from '../../paths';
import '../../ui/tournaments.css';
import { GeneratorPanel } from './generator-panel';
import { FixturePanel, type FixtureKind } from './fixture-panel';
import { MatchForm } from './match-form';
import { MatchRow, type MatchHandlers } from './match-row';
import { useMatchActions } from './use-match-actions';

export { matchBody, matchFields } from './match-values';

const api = endpoints.tournaments;

/** What is open above the list: the new-match form, the generator, or a match's edit form. */
type Panel = 'match' | 'generator' | CabinetMatch | null;
type Fixture = { kind: FixtureKind; match: CabinetMatch } | null;

export default function MatchesPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw);
  const answer = useEndpointQuery(api.matches, id ? { params: { id } } : null);
  return <AsyncView data={answer}>{(data) => <MatchesView data={data.data} />}</AsyncView>;
}

/** What is open above the list (a match's form or the generator; a postponement or cancellation), and the last save's warnings. */
function usePanels() {
  const [panel, setPanel] = useState<Panel>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [fixture, setFixture] = useState<Fixture>(null);
  const openEdit = (match: CabinetMatch) => {
    setWarnings([]);
    setFixture(null);
    setPanel(match);
    window.scrollTo?.({ top: 0 });
  };
  const openFixture = (kind: FixtureKind, match: CabinetMatch) => {
    setPanel(null);
    setWarnings([]);
    setFixture({ kind, match });
    window.scrollTo?.({ top: 0 });
  };
  return { panel, setPanel, warnings, setWarnings, fixture, setFixture, openEdit, openFixture };
}

function MatchesView({ data }: { data: TournamentMatchesResponse['data'] }) {
  const { t } = useTranslation('cab-tournaments');
  const role = useStoreValue(roleAtom);
  const { tournament, matches } = data;
  const editable = role === 'super_admin' && !tournament.finished;
  const { panel, setPanel, warnings, setWarnings, fixture, setFixture, openEdit, openFixture } = usePanels();
  const title = t('schedule.matches');
  const { dialog, askReinstate, askDelete, reinstating, deleting } = useMatchActions(tournament.id);

  const handlers: MatchHandlers = {
    onEdit: openEdit,
    onFixture: openFixture,
    onReinstate: askReinstate,
    onDelete: askDelete,
    reinstating,
    deleting,
  };

  return (
    <SchedulePage
      tournament={tournament}
      title={title}
      actions={
        <MatchesActions
          tournamentId={tournament.id}
          editable={editable}
          panel={panel}
          onAddMatch={() => {
            setFixture(null);
            setPanel(panel === 'match' ? null : 'match');
          }}
          onGenerate={() => setPanel(panel === 'generator' ? null : 'generator')}
        />
      }
    >
      {dialog}
      {warnings.length > 0 && (
        <div className="ct-note ct-note--warn" role="alert">
          <strong>{t('schedule.warning')}: </strong>
          {warnings.join(' ')}
        </div>
      )}
      {editable && (
        <MatchesPanels
          data={data}
          panel={panel}
          fixture={fixture}
          onMatchDone={(found) => {
            setWarnings(found);
            setPanel(null);
          }}
          onClosePanel={() => setPanel(null)}
          onCloseFixture={() => setFixture(null)}
        />
      )}
      <MatchList
        title={title}
        tournamentId={tournament.id}
        matches={matches}
        editable={editable}
        editingId={panel !== null && typeof panel === 'object' ? panel.id : null}
        handlers={handlers}
      />
    </SchedulePage>
  );
}

function MatchList({
  title,
  tournamentId,
  matches,
  editable,
  editingId,
  handlers,
}: {
  title: string;
  tournamentId: number;
  matches: CabinetMatch[];
  editable: boolean;
  /** The match whose edit form is open, if any. */
  editingId: number | null;
  handlers: MatchHandlers;
}) {
  const { t } = useTranslation('cab-tournaments');
  if (matches.length === 0) return <p className="lg-empty">{t('schedule.noMatches')}</p>;
  return (
    <ul className="ct-teams" aria-label={title}>
      {matches.map((match) => (
        <MatchRow
          key={match.id}
          tournamentId={tournamentId}
          match={match}
          editable={editable}
          editing={editingId === match.id}
          handlers={handlers}
        />
      ))}
    </ul>
  );
}

/** The page's buttons: the calendar, and for super_admin adding a match and the generator. */
function MatchesActions({
  tournamentId,
  editable,
  panel,
  onAddMatch,
  onGenerate,
}: {
  tournamentId: number;
  editable: boolean;
  panel: Panel;
  onAddMatch: () => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <>
      <LocaleLink className="lg-button lg-button--ghost" to={paths.tournamentCalendar(tournamentId)}>
        {t('schedule.calendar')}
      </LocaleLink>
      {editable && (
        <>
          <button type="button" className="lg-button" onClick={onAddMatch} aria-expanded={panel === 'match'}>
            {t('schedule.addMatch')}
          </button>
          <button
            type="button"
            className="lg-button lg-button--ghost"
            onClick={onGenerate}
            aria-expanded={panel === 'generator'}
          >
            {t('schedule.generate')}
          </button>
        </>
      )}
    </>
  );
}

/** super_admin's open forms above the list: a new or changed match, a postponement or cancellation, the generator. */
function MatchesPanels({
  data,
  panel,
  fixture,
  onMatchDone,
  onClosePanel,
  onCloseFixture,
}: {
  data: TournamentMatchesResponse['data'];
  panel: Panel;
  fixture: Fixture;
  onMatchDone: (warnings: string[]) => void;
  onClosePanel: () => void;
  onCloseFixture: () => void;
}) {
  const { tournament, matches } = data;
  return (
    <>
      {panel === 'match' && (
        <MatchForm
          tournamentId={tournament.id}
          nextTour={Math.max(1, ...data.tours.map((tour) => tour.number))}
          onDone={onMatchDone}
          onCancel={onClosePanel}
        />
      )}
      {panel !== null && typeof panel === 'object' && (
        <MatchForm
          key={panel.id}
          tournamentId={tournament.id}
          nextTour={panel.tour?.number ?? 1}
          match={panel}
          onDone={onMatchDone}
          onCancel={onClosePanel}
        />
      )}
      {fixture && (
        <FixturePanel
          key={`${fixture.kind}-${fixture.match.id}`}
          match={fixture.match}
          kind={fixture.kind}
          onDone={onCloseFixture}
          onCancel={onCloseFixture}
        />
      )}
      {panel === 'generator' && (
        <GeneratorPanel tournamentId={tournament.id} existing={matches.length} onDone={onClosePanel} />
      )}
    </>
  );
}
