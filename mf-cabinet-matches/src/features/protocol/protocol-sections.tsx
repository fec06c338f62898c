// The protocol's versioned parts besides the events: the referee crew, the statistics, kits and
// spectators (all three share the protocol version), and the additional information.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENUM_NAMESPACE,
  REFEREE_ROLES,
  queryClient,
  queryKeyFor,
  endpointKey,
  useLocale,
  useEndpointMutation,
  fieldErrors as serverErrors,
  type RefereeRole,
} from '@league/shared';
import {
  ConflictNotice,
  openConflictOf,
  useSection,
  useNotify,
  endpoints,
  type Difference,
  type CabinetAdditions,
  type CabinetProtocol,
} from '@league/shared/cabinet';

type Crew = Record<RefereeRole, number | null>;
type Stats = Record<string, { host: string; guest: string }>;
interface Details {
  host_color: string;
  guest_color: string;
  spectators: string;
}

const crewOf = (p: CabinetProtocol): Crew => Object.fromEntries(REFEREE_ROLES.map((role) => [role, p.crew.find((c) => c.role === role)?.referee?.id ?? null])) as Crew;
const statsOf = (p: CabinetProtocol): Stats => Object.fromEntries(p.statistics.map((s) => [s.metric, { host: s.host_value ?? '', guest: s.guest_value ?? '' }]));
const detailsOf = (p: CabinetProtocol): Details => ({ host_color: p.host_color ?? '', guest_color: p.guest_color ?? '', spectators: p.spectators === null ? '' : String(p.spectators) });

/** Puts a saved (or a 409's current) protocol into the one cache, so every part sees the new version. */
function useStoreProtocol(matchId: number) {
  const locale = useLocale();
  return (protocol: CabinetProtocol) =>
    queryClient.setQueryData(queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale), { success: true, data: protocol });
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className={`pr-field${error ? ' pr-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="pr-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="pr-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export { Field };

/** The version-checked save of one protocol part, with its toasts, field errors and 409. */
function useProtocolSave<V>(matchId: number, section: ReturnType<typeof useSection<V>>, pick: (p: CabinetProtocol) => V, success: 'protocolChanged' | 'refereesChanged', failure: 'protocolError' | 'refereesError') {
  const notify = useNotify();
  const store = useStoreProtocol(matchId);
  const patch = useEndpointMutation(endpoints.matches.patchProtocol, { invalidates: [endpoints.matches.eventsPreview] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (body: Omit<Parameters<typeof patch.mutateAsync>[0]['body'], 'version'>) => {
    setErrors({});
    try {
      const saved = await patch.mutateAsync({ params: { id: matchId }, body: { ...body, version: section.version } });
      section.saved(pick(saved.data), saved.data.version);
      store(saved.data);
      notify.success(success);
    } catch (error) {
      const current = openConflictOf<CabinetProtocol>(error, (protocol) => protocol.permissions.edit);
      if (current) {
        section.conflicted(pick(current), current.version);
        store(current);
      } else setErrors(serverErrors(error));
      notify.error(failure);
    }
  };
  return { save, errors, saving: patch.isPending };
}

export function CrewSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const section = useSection(crewOf(protocol), protocol.version);
  const { save, errors, saving } = useProtocolSave(protocol.match.id, section, crewOf, 'refereesChanged', 'refereesError');
  const edit = protocol.permissions.edit;
  const name = (id: number | null) => (id === null ? '' : (protocol.options.referees.find((r) => r.id === id)?.name ?? protocol.crew.find((c) => c.referee?.id === id)?.referee?.name ?? String(id)));
  const differences: Difference[] = section.conflict
    ? REFEREE_ROLES.filter((role) => section.conflict![role] !== section.value[role]).map((role) => ({ label: te(`refereeRole.${role}`), mine: name(section.value[role]), theirs: name(section.conflict![role]) }))
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ crew: REFEREE_ROLES.map((role) => ({ role, referee_id: section.value[role] })) });
  };
  return (
    <section className="pr-card" aria-labelledby="pr-crew">
      <h2 id="pr-crew">{t('protocol.crew')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      {edit ? (
        <form onSubmit={submit} className="pr-grid">
          {REFEREE_ROLES.map((role, i) => (
            <Field key={role} id={`crew-${role}`} label={te(`refereeRole.${role}`)} error={errors[`crew.${i}.referee_id`]}>
              <select
                id={`crew-${role}`}
                value={section.value[role] ?? ''}
                onChange={(e) => section.setValue((v) => ({ ...v, [role]: e.target.value === '' ? null : Number(e.target.value) }))}
              >
                <option value="">{t('protocol.nobody')}</option>
                {protocol.options.referees.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={saving}>
              {t('protocol.saveCrew')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="pr-grid">
          {protocol.crew.map((c) => (
            <div key={c.role}>
              <dt>{te(`refereeRole.${c.role}`)}</dt>
              <dd>{c.referee?.name ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function StatisticsSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const section = useSection(statsOf(protocol), protocol.version);
  const { save, errors, saving } = useProtocolSave(protocol.match.id, section, statsOf, 'protocolChanged', 'protocolError');
  const edit = protocol.permissions.edit;
  const metrics = protocol.statistics;
  const differences: Difference[] = section.conflict
    ? metrics.flatMap((m) =>
        (['host', 'guest'] as const)
          .filter((side) => (section.conflict![m.metric]?.[side] ?? '') !== (section.value[m.metric]?.[side] ?? ''))
          .map((side) => ({
            label: `${m.title} (${side === 'host' ? protocol.match.host.title : protocol.match.guest.title})`,
            mine: section.value[m.metric]?.[side] ?? '',
            theirs: section.conflict![m.metric]?.[side] ?? '',
          })),
      )
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      statistics: metrics.map((m) => ({ metric: m.metric as never, host_value: section.value[m.metric]?.host || null, guest_value: section.value[m.metric]?.guest || null })),
    });
  };
  return (
    <section className="pr-card" aria-labelledby="pr-stats">
      <h2 id="pr-stats">{t('protocol.statistics')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      <form onSubmit={submit}>
        {metrics.map((m, i) => {
          const possession = m.metric === 'pure_possession_of_the_ball';
          return (
            <fieldset key={m.metric} className="pr-stat">
              <legend className="pr-stat__title">{m.title}</legend>
              {(['host', 'guest'] as const).map((side) => {
                const id = `stat-${m.metric}-${side}`;
                const team = side === 'host' ? protocol.match.host.title : protocol.match.guest.title;
                return (
                  <Field key={side} id={id} label={`${m.title} — ${team}`} error={errors[`statistics.${i}.${side}_value`]} hint={possession && side === 'host' ? t('protocol.possessionHint') : undefined}>
                    <input
                      id={id}
                      inputMode={possession ? 'text' : 'numeric'}
                      placeholder={possession ? '00:00' : ''}
                      readOnly={!edit}
                      value={section.value[m.metric]?.[side] ?? ''}
                      onChange={(e) => section.setValue((v) => ({ ...v, [m.metric]: { ...(v[m.metric] ?? { host: '', guest: '' }), [side]: e.target.value } }))}
                    />
                  </Field>
                );
              })}
            </fieldset>
          );
        })}
        {edit && (
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={saving}>
              {t('protocol.saveStatistics')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

export function DetailsSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const section = useSection(detailsOf(protocol), protocol.version);
  const { save, errors, saving } = useProtocolSave(protocol.match.id, section, detailsOf, 'protocolChanged', 'protocolError');
  const edit = protocol.permissions.edit;
  const labels: Record<keyof Details, string> = { host_color: t('protocol.hostColor'), guest_color: t('protocol.guestColor'), spectators: t('protocol.spectators') };
  const color = (id: string) => protocol.options.colors.find((c) => c.id === id)?.title ?? id;
  const differences: Difference[] = section.conflict
    ? (Object.keys(labels) as (keyof Details)[])
        .filter((k) => section.conflict![k] !== section.value[k])
        .map((k) => ({ label: labels[k], mine: k === 'spectators' ? section.value[k] : color(section.value[k]), theirs: k === 'spectators' ? section.conflict![k] : color(section.conflict![k]) }))
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const spectators = section.value.spectators.trim();
    void save({ host_color: section.value.host_color || null, guest_color: section.value.guest_color || null, spectators: spectators === '' ? null : Number(spectators) });
  };
  return (
    <section className="pr-card" aria-labelledby="pr-details">
      <h2 id="pr-details">{t('protocol.uniforms')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      <form onSubmit={submit} className="pr-grid">
        {(['host_color', 'guest_color'] as const).map((k) => (
          <Field key={k} id={`detail-${k}`} label={labels[k]} error={errors[k]}>
            <select id={`detail-${k}`} disabled={!edit} value={section.value[k]} onChange={(e) => section.setValue((v) => ({ ...v, [k]: e.target.value }))}>
              <option value="">{t('protocol.choose')}</option>
              {protocol.options.colors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </Field>
        ))}
        <Field id="detail-spectators" label={labels.spectators} error={errors.spectators}>
          <input
            id="detail-spectators"
            inputMode="numeric"
            readOnly={!edit}
            value={section.value.spectators}
            onChange={(e) => section.setValue((v) => ({ ...v, spectators: e.target.value.replace(/\D/g, '') }))}
          />
        </Field>
        {edit && (
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={saving}>
              {t('protocol.saveDetails')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

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
      } else setErrors(serverErrors(error));
      notify.error('additionsError');
    }
  };
  return (
    <section className="pr-card" aria-labelledby="pr-additions">
      <h2 id="pr-additions">{t('protocol.additions')}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      <form onSubmit={submit} className="pr-grid">
        {ADDITION_KEYS.map((k) => (
          <Field key={k} id={`add-${k}`} label={t(`protocol.fields.${k}`)} error={errors[`additions.${k}`]}>
            <textarea id={`add-${k}`} rows={2} readOnly={!additions.editable} value={section.value[k]} onChange={(e) => section.setValue((v) => ({ ...v, [k]: e.target.value }))} />
          </Field>
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
