// The additional information (weather, pitch, injuries, notes), with a version of its own.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey, fieldErrors, queryClient, queryKeyFor, useEndpointMutation, useLocale } from '@league/shared';
import { ConflictNotice, FieldFrame, endpoints, openConflictOf, useNotify, useSection, type CabinetAdditions, type Difference } from '@league/shared/cabinet';

const ADDITION_KEYS = ['weather', 'pitch', 'injuries', 'notes'] as const;

export function AdditionsSection({ matchId, additions }: { matchId: number; additions: CabinetAdditions }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const locale = useLocale();
  const section = useSection(additions.additions, additions.version);
  const save = useEndpointMutation(endpoints.matches.saveAdditions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const store = (data: CabinetAdditions) =>
    queryClient.setQueryData(queryKeyFor(endpointKey(endpoints.matches.cabinetAdditions, { params: { id: matchId } }), locale), { success: true, data });
  const differences: Difference[] = section.conflict
    ? ADDITION_KEYS.filter((k) => section.conflict![k] !== section.value[k]).map((k) => ({ label: t(`protocol.fields.${k}`), mine: section.value[k], theirs: section.conflict![k] }))
    : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({ params: { id: matchId }, body: { version: section.version, additions: section.value } });
      section.saved(saved.data.additions, saved.data.version);
      store(saved.data);
      notify.success('additionsSaved');
    } catch (error) {
      const current = openConflictOf<CabinetAdditions>(error, (saved) => saved.editable);
      if (current) {
        section.conflicted(current.additions, current.version);
        store(current);
      } else setErrors(fieldErrors(error));
      notify.error('additionsError');
    }
  };
  return (
    <section className="pr-card" aria-labelledby="pr-additions">
      <h2 id="pr-additions">{t('protocol.additions')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      <form onSubmit={submit} className="pr-grid">
        {ADDITION_KEYS.map((k) => (
          <FieldFrame className="pr-field" key={k} id={`add-${k}`} label={t(`protocol.fields.${k}`)} error={errors[`additions.${k}`]}>
            <textarea id={`add-${k}`} rows={2} readOnly={!additions.editable} value={section.value[k]} onChange={(e) => section.setValue((v) => ({ ...v, [k]: e.target.value }))} />
          </FieldFrame>
        ))}
        {additions.editable && (
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={save.isPending}>
              {t('protocol.saveAdditions')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
