// Pieces the players and staff pages share (features never import each other): places in teams,
// the transfer history, the duplicate warning, the import button (to the registry import page,
// for a role that may open it), and a 404 that tells a missing person from a failure. The
// documents panel is in person-documents.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authAtom,
  cabinetPath,
  mayOpen,
  useStoreValue,
  callEndpoint,
  errorMessage,
  formatDate,
  isApiError,
  LocaleLink,
  showToast,
  useLocale,
  type DocumentOwner,
  type DocumentType,
} from '@league/shared';
import {
  useNotify,
  type FileValue,
  endpoints,
  type CabinetTeamRef,
  type PersonDuplicate,
  type PersonMembership,
  type PersonTransfer,
  PageAsync,
} from '@league/shared/cabinet';
import './people.css';

export const NS = 'cab-clubs';

/** The four states of a person's page; missing or another club's (404, 403) is the not-found page. */
export const PersonAsync = PageAsync;

/** The duplicate the API reported with a 409, if the error is one. */
export function duplicateOf(error: unknown): PersonDuplicate | null {
  if (!isApiError(error) || error.response?.status !== 409) return null;
  const duplicate = (error.response.data as { data?: { duplicate?: PersonDuplicate } } | undefined)?.data?.duplicate;
  return duplicate ?? null;
}

/** Re-throws a 409 duplicate as a field error on `confirm_duplicate`, so the form keeps what was typed and shows it there. */
export function asConfirmError(error: unknown): never {
  if (duplicateOf(error) && isApiError(error) && error.response) {
    const body = error.response.data as { message?: string; data: { errors: Record<string, string[]> } };
    body.data.errors = { confirm_duplicate: [body.message ?? ''] };
  }
  throw error;
}

/** What the duplicate warning says: why, and who is already registered (linked when possible). */
export function DuplicateMessage({ duplicate, href }: { duplicate: PersonDuplicate; href: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <p>
      {t(duplicate.reason === 'identity_number' ? 'person.duplicateIdentity' : 'person.duplicateName')}{' '}
      {href ? <LocaleLink to={href}>{duplicate.name}</LocaleLink> : <strong>{duplicate.name}</strong>}
      {duplicate.club ? ` (${duplicate.club})` : ''}
    </p>
  );
}

/**
 * "Import": to the registry import page (a spreadsheet of players or staff), for a role that may
 * open it (the access table); nothing for the others.
 */
export function ImportButton() {
  const { t } = useTranslation(NS);
  const role = useStoreValue(authAtom)?.user.role.slug;
  if (!mayOpen(role, cabinetPath('registryImport'))) return null;
  return (
    <LocaleLink className="lg-button lg-button--ghost" to={cabinetPath('registryImport')}>
      {t('person.import')}
    </LocaleLink>
  );
}

export function PlacesList({
  places,
  teamHref,
}: {
  places: PersonMembership[];
  teamHref: (team: CabinetTeamRef) => string;
}) {
  const { t } = useTranslation(NS);
  if (places.length === 0) return <p>{t('person.noTeams')}</p>;
  return (
    <ul className="pp-places">
      {places.map((place) => (
        <li key={place.team.id}>
          <LocaleLink to={teamHref(place.team)}>{place.team.title}</LocaleLink> · {place.team.club_title}
          {place.number !== null && ` · №${place.number}`} ·{' '}
          {place.is_active ? t('person.activePlace') : t('person.leftPlace')}
        </li>
      ))}
    </ul>
  );
}

export function HistoryList({ history }: { history: PersonTransfer[] }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  return (
    <section className="cc-panel" aria-labelledby="person-history">
      <h2 id="person-history">{t('person.history')}</h2>
      {history.length === 0 ? (
        <p>{t('person.noHistory')}</p>
      ) : (
        <ol className="pp-history">
          {history.map((move) => (
            <li key={move.id}>
              <time dateTime={move.at}>{formatDate(move.at.slice(0, 10), 'long', locale)}</time>:{' '}
              {t(move.kept ? 'person.movedKeeping' : 'person.movedNotKeeping', {
                from: move.from ? `${move.from.title} (${move.from.club_title})` : '—',
                to: `${move.to.title} (${move.to.club_title})`,
              })}
              {move.by && ` — ${move.by}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Sends the files picked in a person form: the photo, then each document with its expiry. */
export async function uploadPersonFiles(
  owner: DocumentOwner,
  person: { id: number; slug: string },
  photo: FileValue | undefined,
  documents: Partial<Record<DocumentType, FileValue>> | undefined,
  expiries: Partial<Record<DocumentType, string>> | undefined,
): Promise<void> {
  if (photo instanceof File) {
    if (owner === 'player')
      await callEndpoint(endpoints.playersCabinet.uploadPhoto, { params: { id: person.id }, body: { photo } });
    else await callEndpoint(endpoints.staffCabinet.uploadPhoto, { params: { slug: person.slug }, body: { photo } });
  }
  for (const [type, file] of Object.entries(documents ?? {}) as [DocumentType, FileValue][]) {
    if (file instanceof File) {
      await callEndpoint(endpoints.documents.uploadDocument, {
        params: { owner, id: person.id },
        body: { type, expires_at: expiries?.[type] ?? '', file },
      });
    }
  }
}

/** Marks a person active or inactive (PUT /cabinet/players/{id}, PATCH /cabinet/staff/{slug}). */
export function StatusButton({
  owner,
  person,
  status,
  onDone,
}: {
  owner: DocumentOwner;
  person: { id: number; slug: string };
  status: 'active' | 'inactive';
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const next = status === 'active' ? 'inactive' : 'active';
  const run = async () => {
    setBusy(true);
    try {
      if (owner === 'player')
        await callEndpoint(endpoints.playersCabinet.cabinetStatus, {
          params: { id: person.id },
          body: { status: next },
        });
      else
        await callEndpoint(endpoints.staffCabinet.cabinetPatch, {
          params: { slug: person.slug },
          body: { status: next },
        });
      notify.success();
      onDone();
    } catch (failure) {
      showToast(errorMessage(failure) ?? t('person.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="lg-button lg-button--ghost" onClick={() => void run()} disabled={busy}>
      {t(next === 'inactive' ? 'person.makeInactive' : 'person.makeActive')}
    </button>
  );
}
