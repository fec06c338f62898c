// /cabinet/tournaments/:id/departures/:departure_id/squad: the team's administrator states how
// many people travel, then ticks who — players and staff of the team's accepted application,
// those the eligibility rules keep out greyed out with the reason — and sends it to the
// provider. The squad must have exactly the stated number. The provider (who never lists a
// squad) sees the departure page instead.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AsyncView,
  ENUM_NAMESPACE,
  LocaleLink,
  errorMessage,
  fieldErrors,
  formatDate,
  showToast,
  roleAtom,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  usePageMeta,
  useStoreValue,
} from '@league/shared';
import {
  CabinetForm,
  CabinetPage,
  NumberField,
  StatusBadge,
  DEPARTURE_MAX_PEOPLE,
  endpoints,
  type DepartureSquadForm,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import './departures.css';

const { departures } = endpoints;

export default function DepartureSquadPage() {
  const { departure_id: departureId, id: tournamentId = '' } = useParams();
  const id = Number(departureId);
  const valid = Number.isInteger(id) && id > 0;
  const role = useStoreValue(roleAtom);
  const navigate = useNavigate();
  const lp = useLocalePath();
  // The provider reads the squad on the departure page; the form is the team's.
  useEffect(() => {
    if (role === 'provider' && valid) navigate(lp(paths.departure(tournamentId, id)), { replace: true });
  }, [role, valid, navigate, lp, tournamentId, id]);
  const form = useEndpointQuery(departures.squadForm, valid && role !== 'provider' ? { params: { id } } : null, { staleTime: 0 });
  return <AsyncView data={form}>{(answer) => <SquadView form={answer.data} />}</AsyncView>;
}

function SquadView({ form }: { form: DepartureSquadForm }) {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { departure, players, staff } = form;
  const matchTitle = `${departure.match.host.title} — ${departure.match.guest.title}`;
  usePageMeta({ title: `${t('departures.squadTitle')}: ${departure.team.title}` });
  const canCount = departure.actions.includes('count');
  const canSend = departure.actions.includes('squad');
  const [chosenPlayers, setChosenPlayers] = useState(() => new Set(players.filter((p) => p.selected).map((p) => p.id)));
  const [chosenStaff, setChosenStaff] = useState(() => new Set(staff.filter((s) => s.selected).map((s) => s.id)));
  const [errors, setErrors] = useState<string[]>([]);
  const invalidates = [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures];
  const setCount = useEndpointMutation(departures.setCount, { invalidates });
  const sendSquad = useEndpointMutation(departures.sendSquad, { invalidates });
  const count = departure.people_count;
  const chosen = chosenPlayers.size + chosenStaff.size;
  const departurePath = paths.departure(departure.tournament.id, departure.id);

  const toggle = (set: Set<number>, update: (next: Set<number>) => void, personId: number) => {
    const next = new Set(set);
    if (next.has(personId)) next.delete(personId);
    else next.add(personId);
    update(next);
    setErrors([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await sendSquad.mutateAsync({ params: { id: departure.id }, body: { player_ids: [...chosenPlayers], staff_ids: [...chosenStaff] } });
      showToast(t('departures.sent'), 'success');
      navigate(lp(departurePath));
    } catch (error) {
      const fields = fieldErrors(error);
      const messages = Object.values(fields).flat();
      setErrors(messages.length > 0 ? messages : [errorMessage(error) ?? tc('toast.error')]);
      if (messages.length === 0) showToast(errorMessage(error) ?? tc('toast.error'), 'error');
    }
  };

  return (
    <CabinetPage
      title={`${t('departures.squadTitle')}: ${departure.team.title}`}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('departures.title'), to: paths.departures() },
        { title: matchTitle, to: departurePath },
        { title: t('departures.squadView') },
      ]}
      actions={
        <LocaleLink className="lg-button lg-button--ghost" to={departurePath}>
          {t('departures.back')}
        </LocaleLink>
      }
    >
      <dl className="dep-facts">
        <dt>{t('departures.status')}</dt>
        <dd>
          <StatusBadge kind="departure" status={departure.status} />
        </dd>
        <dt>{t('departures.date')}</dt>
        <dd>{departure.match.date_time ? formatDate(departure.match.date_time, 'dayTime', locale) : '—'}</dd>
        {departure.reject_reason && (
          <>
            <dt>{t('departures.reason')}</dt>
            <dd className="dep-reason">{departure.reject_reason}</dd>
          </>
        )}
      </dl>

      {canCount ? (
        <section className="dep-count" aria-labelledby="dep-count-title">
          <h2 id="dep-count-title">{t('departures.countTitle')}</h2>
          <CabinetForm<{ people_count: number | string }>
            initialValues={{ people_count: count ?? '' }}
            onSubmit={(values) => setCount.mutateAsync({ params: { id: departure.id }, body: { people_count: Number(values.people_count) } })}
            success={false}
            onSuccess={() => showToast(t('departures.countSaved'), 'success')}
            submitLabel={t('departures.countSave')}
            warnUnsaved={false}
            label={t('departures.countTitle')}
          >
            <NumberField
              name="people_count"
              label={t('departures.countLabel')}
              hint={t('departures.countHint')}
              min={1}
              max={DEPARTURE_MAX_PEOPLE}
              rules={['required', { rule: 'min_value', value: 1 }, { rule: 'max_value', value: DEPARTURE_MAX_PEOPLE }]}
            />
          </CabinetForm>
        </section>
      ) : (
        <p className="dep-facts">
          {t('departures.people')}: <strong>{count ?? '—'}</strong>
        </p>
      )}

      <form className="dep-squad" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="dep-squad-title">
        <h2 id="dep-squad-title">{t('departures.squadTitle')}</h2>
        <p>{t('departures.squadHint')}</p>
        {!canSend && <p role="status">{count === null ? t('departures.countFirst') : t('departures.readOnly')}</p>}
        {errors.length > 0 && (
          <div className="dep-errors" role="alert">
            <strong>{t('departures.errors')}</strong>
            <ul>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {players.length + staff.length === 0 && <p className="lg-empty">{t('departures.noCandidates')}</p>}
        {players.length > 0 && (
          <fieldset disabled={!canSend}>
            <legend>{t('departures.players')}</legend>
            {players.map((p) => (
              <Person
                key={`p${p.id}`}
                name={p.name}
                meta={[p.number !== null ? `№ ${p.number}` : null, p.position ? te(`position.${p.position}`) : null, p.birth_date ? formatDate(p.birth_date, 'short', locale) : null]}
                eligible={p.eligible}
                issues={p.issues}
                checked={chosenPlayers.has(p.id)}
                onChange={() => toggle(chosenPlayers, setChosenPlayers, p.id)}
              />
            ))}
          </fieldset>
        )}
        {staff.length > 0 && (
          <fieldset disabled={!canSend}>
            <legend>{t('departures.staff')}</legend>
            {staff.map((s) => (
              <Person
                key={`s${s.id}`}
                name={s.name}
                meta={[s.kind ? te(`staffKind.${s.kind}`) : null, s.birth_date ? formatDate(s.birth_date, 'short', locale) : null]}
                eligible={s.eligible}
                issues={s.issues}
                checked={chosenStaff.has(s.id)}
                onChange={() => toggle(chosenStaff, setChosenStaff, s.id)}
              />
            ))}
          </fieldset>
        )}
        {canSend && (
          <div className="dep-actions">
            <p className={`dep-counter${count !== null && chosen !== count ? ' dep-counter--off' : ''}`} aria-live="polite">
              {t('departures.chosen', { chosen, count: count ?? 0 })}
            </p>
            <button type="submit" className="lg-button" disabled={sendSquad.isPending}>
              {t('departures.send')}
            </button>
          </div>
        )}
      </form>
    </CabinetPage>
  );
}

function Person({
  name,
  meta,
  eligible,
  issues,
  checked,
  onChange,
}: {
  name: string;
  meta: Array<string | null>;
  eligible: boolean;
  issues: string[];
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('cab-matches');
  return (
    <label className={`dep-person${eligible ? '' : ' dep-person--ineligible'}`}>
      <input type="checkbox" checked={checked} onChange={onChange} disabled={!eligible && !checked} />
      <span className="dep-person__text">
        <span>{name}</span>
        <span className="dep-person__meta">{meta.filter(Boolean).join(' · ')}</span>
        {!eligible && (
          <ul className="dep-person__issues" aria-label={t('departures.notEligible')}>
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
      </span>
    </label>
  );
}
