// The additional information (weather, pitch, injuries, notes), with a version of its own. Saved
// without network (or behind writes of the match still waiting), it goes to the outbox with the
// version it was based on, says it waits to send, and is sent in order when the network returns:
// a 409 carrying what was sent counts as saved, any other shows the conflict panel (ADR 0178).
import { useTranslation } from 'react-i18next';
import { FieldFrame, useSection, type CabinetAdditions, type Difference } from '@league/shared/cabinet';
import { ProtocolCard, SaveButton } from './protocol-card';
import { useAdditionsSave } from './use-additions-save';

const ADDITION_KEYS = ['weather', 'pitch', 'injuries', 'notes'] as const;

export function AdditionsSection({ matchId, additions }: { matchId: number; additions: CabinetAdditions }) {
  const { t } = useTranslation('cab-matches');
  const section = useSection(additions.additions, additions.version);
  const { errors, message, waiting, submit, saving } = useAdditionsSave(matchId, section);
  const differences: Difference[] = section.conflict
    ? ADDITION_KEYS.filter((k) => section.conflict![k] !== section.value[k]).map((k) => ({
        label: t(`protocol.fields.${k}`),
        mine: section.value[k],
        theirs: section.conflict![k],
      }))
    : [];
  return (
    <ProtocolCard id="pr-additions" heading={t('protocol.additions')} section={section} differences={differences}>
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
        {additions.editable && <SaveButton saving={saving}>{t('protocol.saveAdditions')}</SaveButton>}
      </form>
    </ProtocolCard>
  );
}
