// One team's lineup: it opens with the saved squad, or — none saved — with the proposal (the
// team's last lineup in this tournament, or its application; ADR 0174), so one tap on Save
// confirms it. A tap on a player chooses him and shows his actions (a new role lets him go); a
// tap on another player then swaps the two (starter, substitute, not named). The squad rules are
// said before saving, the API's refusals on their rows; a save over a newer version shows what
// changed and keeps the choices made here (its writes: use-side-writes.ts).
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@league/shared/cabinet';
import { LineupFoot } from './lineup-foot';
import { LineupList } from './lineup-list';
import { ProposalNote } from './proposal-note';
import { SideNotices } from './side-notices';
import { useLineup, type SideFormProps } from './use-lineup';

export function SideForm(props: SideFormProps) {
  const { side, teamType, candidates, proposal, editable } = props;
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const lineup = useLineup(props);
  const { section, writes, chosen, main } = lineup;

  const doReset = async () => {
    if (
      await confirm({
        title: t('protocol.confirmReset', { team: side.team.title }),
        message: side.team.title,
        confirmLabel: t('protocol.resetSquad'),
        danger: true,
      })
    )
      await writes.reset();
  };

  return (
    <section className="pr-card sq-side" aria-labelledby={`squad-${teamType}`}>
      {dialog}
      <form onSubmit={lineup.submit}>
        <div className="sq-head">
          <h2 id={`squad-${teamType}`}>{side.team.title}</h2>
          {editable && candidates.length > 0 && (
            <button type="submit" className="lg-button sq-save" disabled={writes.saving}>
              {t('protocol.saveSquad')}
            </button>
          )}
        </div>
        {lineup.proposedNow && proposal && <ProposalNote proposal={proposal} />}
        <p className="pr-hint" aria-live="polite">
          {t('protocol.counts', { main, subs: chosen.length - main })}
        </p>
        <SideNotices
          teamType={teamType}
          warnings={lineup.warnings}
          conflict={!!section.conflict}
          differences={lineup.differences}
          onTake={section.take}
          waiting={writes.waiting}
          general={lineup.general}
          message={writes.message}
        />
        {candidates.length === 0 ? (
          <p>{t('protocol.noCandidates')}</p>
        ) : (
          <>
            <LineupList
              rows={lineup.rows}
              candidates={candidates}
              teamType={teamType}
              choice={section.value}
              chosenId={lineup.chosenId}
              editable={editable}
              errorOf={lineup.errorOf}
              onTap={lineup.tap}
              onPick={lineup.pick}
              onCaptain={lineup.makeCaptain}
              onGoalkeeper={lineup.makeGoalkeeper}
            />
            {editable && (
              <LineupFoot
                clearDisabled={chosen.length === 0}
                resetDisabled={writes.resetting || side.players.length === 0}
                onClear={lineup.clear}
                onReset={() => void doReset()}
              />
            )}
          </>
        )}
      </form>
    </section>
  );
}
