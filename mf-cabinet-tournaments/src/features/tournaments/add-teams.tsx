// Adding teams to a tournament (super_admin): a button that opens the teams that may be added
// (fetched only then), ticked and added together.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';
import { useAddTeams } from './use-team-writes';
import type { RunAction } from './use-tournament-switches';

const api = endpoints.tournaments;

export function AddTeams({ tournamentId, run }: { tournamentId: number; run: RunAction }) {
  const { t } = useTranslation('cab-tournaments');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useEndpointQuery(api.teams, open ? { params: { id: tournamentId } } : null);
  const add = useAddTeams();
  if (!open) {
    return (
      <button type="button" className="lg-button" onClick={() => setOpen(true)} style={{ marginTop: 12 }}>
        {t('tournament.addTeams')}
      </button>
    );
  }
  const candidates = list.data?.data.candidates ?? [];
  const submit = async () => {
    const ok = await run(() => add.mutateAsync({ params: { id: tournamentId }, body: { team_ids: chosen } }));
    if (ok) {
      setChosen([]);
      setOpen(false);
    }
  };
  return (
    <form
      className="ct-panel"
      noValidate
      style={{ marginTop: 12 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="ct-checks">
        <legend>
          {t('tournament.addTeams')} — {t('tournament.addTeamsHint')}
        </legend>
        {list.status === 'loading' && <p className="ct-muted">…</p>}
        {list.status === 'success' && candidates.length === 0 && (
          <p className="lg-empty">{t('tournament.noCandidates')}</p>
        )}
        {candidates.map((team) => (
          <label key={team.id}>
            <input
              type="checkbox"
              checked={chosen.includes(team.id)}
              onChange={(e) =>
                setChosen((now) => (e.target.checked ? [...now, team.id] : now.filter((x) => x !== team.id)))
              }
            />
            <span>
              {team.title} <span className="ct-muted">({team.club.title})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="ct-actions">
        <button type="submit" className="lg-button" disabled={chosen.length === 0 || add.isPending}>
          {t('tournament.addSelected')}
        </button>
        <button type="button" className="lg-button lg-button--ghost" onClick={() => setOpen(false)}>
          {t('tournament.cancel')}
        </button>
      </div>
    </form>
  );
}
