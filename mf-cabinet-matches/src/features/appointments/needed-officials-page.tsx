// /cabinet/appointments/needed (super_admin; ADR 0213, 0255): the league's list of coming matches
// with a role nobody has accepted — missing, offered without an answer, or declined (with the
// reason) — and, on each role, an offer to an official chosen from the active referees. A refused
// offer (the official is unavailable that day, or busy in an overlapping match) says why on the
// field; an offer sent reads the list again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  ENUM_NAMESPACE,
  errorMessage,
  fieldErrors,
  formatKickOff,
  LocaleLink,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
} from '@league/shared';
import { CabinetPage, endpoints, type NeededMatch } from '@league/shared/cabinet';
import { paths } from '../../paths';
import './appointments.css';

type Role = NeededMatch['roles'][number];
type Official = { id: number; name: string };

function OfferForm({ matchId, role, officials }: { matchId: number; role: Role; officials: Official[] }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const offer = useEndpointMutation(endpoints.appointments.offer, {
    invalidates: [endpoints.appointments.needed],
  });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const roleName = te(`refereeRole.${role.role}`);
  const id = `needed-${matchId}-${role.role}`;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    const official = officials.find((o) => String(o.id) === chosen);
    if (!official) {
      setError(t('appointments.needed.choose'));
      return;
    }
    try {
      await offer.mutateAsync({ params: { id: matchId }, body: { role: role.role, referee_id: official.id } });
      setSent(t('appointments.needed.sent', { name: official.name }));
      setChosen('');
    } catch (failure) {
      const fields = fieldErrors(failure);
      setError(fields.referee_id ?? fields.role ?? errorMessage(failure) ?? t('appointments.needed.choose'));
    }
  };
  return (
    <form
      className="ap-needed__offer"
      onSubmit={send}
      noValidate
      aria-label={t('appointments.needed.offerFor', { role: roleName })}
    >
      <div className="lg-field">
        <label htmlFor={id}>{t('appointments.needed.official', { role: roleName })}</label>
        <select
          id={id}
          value={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('appointments.needed.choose')}</option>
          {officials.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="lg-field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="lg-button" disabled={offer.isPending}>
        {t('appointments.needed.offer')}
      </button>
      {sent && <p role="status">{sent}</p>}
    </form>
  );
}

function RoleState({ role }: { role: Role }) {
  const { t } = useTranslation('cab-matches');
  if (role.status === 'missing') return <p className="pr-hint">{t('appointments.needed.missing')}</p>;
  return (
    <p className={`pr-hint ap-needed__state ap-needed__state--${role.status}`}>
      {t(`appointments.needed.${role.status}`, { name: role.name ?? '' })}
      {role.status === 'declined' && role.decline_reason ? ` — ${role.decline_reason}` : ''}
    </p>
  );
}

export function NeededList({ matches, officials }: { matches: NeededMatch[]; officials: Official[] }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  if (matches.length === 0) return <p className="lg-empty">{t('appointments.needed.empty')}</p>;
  return (
    <ul className="ap-needed">
      {matches.map(({ match, roles }) => (
        <li key={match.id} className="pr-card ap-needed__match">
          <h2>
            {match.host} — {match.guest}
          </h2>
          <p className="pr-hint">
            {match.date_time ? formatKickOff(match.date_time, locale) : t('appointments.needed.noDate')}
            {match.stadium ? ` · ${match.stadium}` : ''} ·{' '}
            <LocaleLink to={paths.matchProtocol(match.tournament_id, match.id)}>
              {t('appointments.needed.protocol')}
            </LocaleLink>
          </p>
          <ul className="ap-needed__roles">
            {roles.map((role) => (
              <li key={role.role}>
                <h3>{te(`refereeRole.${role.role}`)}</h3>
                <RoleState role={role} />
                <OfferForm matchId={match.id} role={role} officials={officials} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export default function NeededOfficialsPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('appointments.needed.title') });
  const needed = useEndpointQuery(endpoints.appointments.needed, {}, { staleTime: 0 });
  const referees = useEndpointQuery(endpoints.refereesCabinet.cabinetList, {
    query: { state: 'active', per_page: 100, sort: 'name' },
  });
  const officials: Official[] =
    referees.status === 'success' ? referees.data.data.map((r) => ({ id: r.id, name: r.name })) : [];
  return (
    <CabinetPage
      title={t('appointments.needed.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('appointments.needed.title') }]}
    >
      <p className="pr-hint">{t('appointments.needed.hint')}</p>
      <AsyncView data={needed}>{(answer) => <NeededList matches={answer.data} officials={officials} />}</AsyncView>
    </CabinetPage>
  );
}
