// The read-only panels of one application's page: the person, the eligibility verdict, the
// documents (each downloadable) and the history of the application's statuses.
import { useTranslation } from 'react-i18next';
import { enumLabel, formatDate, formatFileSize, formatTime, useLocale } from '@league/shared';
import { useNotify, type CabinetApplicationDetail } from '@league/shared/cabinet';
import { downloadDocument } from './documents';

export function PersonPanel({ detail }: { detail: CabinetApplicationDetail }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const { person } = detail;
  return (
    <section className="ca-panel" aria-labelledby="application-person">
      <h2 id="application-person">{t('applications.person')}</h2>
      <dl className="ca-facts">
        {detail.kind === 'player' && (
          <>
            <dt>{t('applications.number')}</dt>
            <dd>{detail.number ?? '—'}</dd>
          </>
        )}
        <dt>{t('applications.position')}</dt>
        <dd>
          {person.position
            ? detail.kind === 'player'
              ? enumLabel('position', person.position, locale)
              : person.position
            : '—'}
        </dd>
        <dt>{t('applications.born')}</dt>
        <dd>{person.birth_date ? formatDate(person.birth_date, 'long', locale) : '—'}</dd>
        <dt>{t('applications.identity')}</dt>
        <dd>
          {person.identity_number
            ? `${person.identity_kind ? enumLabel('identityKind', person.identity_kind, locale) + ' ' : ''}${person.identity_number}`
            : '—'}
        </dd>
      </dl>
    </section>
  );
}

export function EligibilityPanel({ eligibility }: { eligibility: CabinetApplicationDetail['eligibility'] }) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <section className="ca-panel" aria-labelledby="application-eligibility">
      <h2 id="application-eligibility">{t('applications.eligibility')}</h2>
      {eligibility.eligible ? (
        <p>{t('applications.eligible')}</p>
      ) : (
        <>
          <p>
            <strong>{t('applications.ineligible')}</strong>
          </p>
          <ul>
            {eligibility.issues.map(({ message }) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function DocumentsPanel({ detail }: { detail: CabinetApplicationDetail }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const notify = useNotify();
  const download = async (documentId: number, type: string, name: string | null) => {
    try {
      await downloadDocument(detail.kind, documentId, name ?? `${type}-${documentId}`);
    } catch {
      notify.error();
    }
  };
  return (
    <section className="ca-panel" aria-labelledby="application-documents">
      <h2 id="application-documents">{t('applications.documents')}</h2>
      {detail.documents.length === 0 ? (
        <p className="lg-empty">{t('applications.noDocuments')}</p>
      ) : (
        <ul className="ca-docs">
          {detail.documents.map((doc) => (
            <li key={doc.id}>
              <span>
                {enumLabel('documentType', doc.type, locale)}
                <span className="ca-history__meta">
                  {' · '}
                  {formatFileSize(doc.size_bytes, locale)}
                  {' · '}
                  {doc.expires_at
                    ? t('applications.expires', { date: formatDate(doc.expires_at, 'short', locale) })
                    : t('applications.noExpiry')}
                </span>
              </span>
              <button
                type="button"
                className="ca-link-button"
                onClick={() => void download(doc.id, doc.type, doc.original_name)}
              >
                {t('applications.download')}
                <span className="lg-visually-hidden">: {enumLabel('documentType', doc.type, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who changed the status, when, from what to what and why; nothing is ever removed from it. */
export function StatusHistory({ history }: { history: CabinetApplicationDetail['history'] }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <section className="ca-panel" aria-labelledby="application-history">
      <h2 id="application-history">{t('applications.history')}</h2>
      <ol className="ca-history">
        {history.map((entry) => (
          <li key={entry.id}>
            <div>
              {entry.from_status ? `${enumLabel('applicationStatus', entry.from_status, locale)} → ` : ''}
              <strong>{enumLabel('applicationStatus', entry.to_status, locale)}</strong>
            </div>
            <div className="ca-history__meta">
              <time
                dateTime={entry.changed_at}
              >{`${formatDate(entry.changed_at, 'short', locale)}, ${formatTime(entry.changed_at)}`}</time>
              {' · '}
              {entry.changed_by?.name ?? t('applications.system')}
            </div>
            {entry.reason && (
              <div>
                {t('applications.reason')}: {entry.reason}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
