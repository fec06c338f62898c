// A person's documents panel on the players and staff pages: what is missing or expired, the list
// with expiry, private download with the token, delete, and the upload form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_BOUNDS,
  api,
  buildPath,
  callEndpoint,
  errorMessage,
  formatDate,
  showToast,
  useLocale,
  type DocumentOwner,
  type DocumentType,
} from '@league/shared';
import {
  CabinetForm,
  DateField,
  FileField,
  SelectField,
  useConfirm,
  useNotify,
  type FileValue,
  endpoints,
  type PersonDocument,
} from '@league/shared/cabinet';
import { NS } from './person-parts';
import './people.css';

/** Fetches a private document with the token and opens it (a plain link carries no token). */
async function openDocument(owner: DocumentOwner, id: number) {
  const response = await api.get<Blob>(buildPath(endpoints.documents.documentFile.path, { owner, id }), {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface UploadFields {
  type: DocumentType;
  expires_at?: string;
  file?: FileValue;
}

/** A document type's title. */
type TitleOf = (value: DocumentType) => string;

export function DocumentsPanel({
  owner,
  personId,
  documents,
  missing,
  expired,
  types,
  mayEdit,
  onChanged,
}: {
  owner: DocumentOwner;
  personId: number;
  documents: PersonDocument[];
  missing: DocumentType[];
  expired: DocumentType[];
  types: readonly DocumentType[];
  mayEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const { t: te } = useTranslation('enums');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const title = (value: DocumentType) => te(`documentType.${value}`);
  const remove = async (doc: PersonDocument) => {
    if (
      !(await confirm({
        title: t('person.deleteDocument'),
        message: title(doc.type),
        confirmLabel: t('person.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await callEndpoint(endpoints.documents.deleteDocument, { params: { owner, id: doc.id } });
      notify.success();
      onChanged();
    } catch (failure) {
      showToast(errorMessage(failure) ?? t('person.failed'), 'error');
    }
  };

  return (
    <section className="cc-panel" aria-labelledby={`docs-${owner}-${personId}`}>
      {dialog}
      <h2 id={`docs-${owner}-${personId}`}>{t('person.documents')}</h2>
      <DocumentsCheck missing={missing} expired={expired} title={title} />
      <DocumentsList owner={owner} documents={documents} mayEdit={mayEdit} title={title} onRemove={remove} />
      {mayEdit && (
        <UploadDocument owner={owner} personId={personId} types={types} title={title} onChanged={onChanged} />
      )}
    </section>
  );
}

/** The documents still missing or expired, or a note that the set is complete. */
function DocumentsCheck({
  missing,
  expired,
  title,
}: {
  missing: DocumentType[];
  expired: DocumentType[];
  title: TitleOf;
}) {
  const { t } = useTranslation(NS);
  return missing.length + expired.length > 0 ? (
    <ul className="pp-missing" aria-label={t('person.documentsMissing')}>
      {missing.map((m) => (
        <li key={m}>
          <span className="pp-flag pp-flag--missing">{t('person.missing')}</span> {title(m)}
        </li>
      ))}
      {expired.map((m) => (
        <li key={m}>
          <span className="pp-flag pp-flag--expired">{t('person.expired')}</span> {title(m)}
        </li>
      ))}
    </ul>
  ) : (
    <p className="pp-ok">{t('person.documentsComplete')}</p>
  );
}

/** The uploaded documents, each with its expiry, an open button and (for an editor) delete. */
function DocumentsList({
  owner,
  documents,
  mayEdit,
  title,
  onRemove,
}: {
  owner: DocumentOwner;
  documents: PersonDocument[];
  mayEdit: boolean;
  title: TitleOf;
  onRemove: (doc: PersonDocument) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const notify = useNotify();
  if (documents.length === 0) return <p>{t('person.noDocuments')}</p>;
  return (
    <ul className="pp-docs">
      {documents.map((doc) => (
        <li key={doc.id}>
          <span className="pp-docs__title">{title(doc.type)}</span>
          <span className="pp-docs__meta">
            {doc.expires_at
              ? t('person.validUntil', { date: formatDate(doc.expires_at, 'long', locale) })
              : t('person.noExpiry')}
            {doc.expired && <span className="pp-flag pp-flag--expired">{t('person.expired')}</span>}
          </span>
          <span className="cc-row-actions">
            <button
              type="button"
              className="lg-button lg-button--ghost"
              onClick={() => void openDocument(owner, doc.id).catch(() => notify.error())}
            >
              {t('person.open')}
            </button>
            {mayEdit && (
              <button
                type="button"
                className="lg-button lg-button--danger"
                onClick={() => void onRemove(doc)}
                aria-label={`${t('person.delete')}: ${title(doc.type)}`}
              >
                {t('person.delete')}
              </button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The form that adds a document: its type, expiry and file. */
function UploadDocument({
  owner,
  personId,
  types,
  title,
  onChanged,
}: {
  owner: DocumentOwner;
  personId: number;
  types: readonly DocumentType[];
  title: TitleOf;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  // Each upload starts a new, empty form.
  const [round, setRound] = useState(0);
  return (
    <div className="pp-upload">
      <h3>{t('person.addDocument')}</h3>
      <CabinetForm<UploadFields>
        key={round}
        label={t('person.addDocument')}
        initialValues={{ type: types[0] }}
        onSubmit={(values) =>
          callEndpoint(endpoints.documents.uploadDocument, {
            params: { owner, id: personId },
            body: { type: values.type, expires_at: values.expires_at ?? '', file: values.file as File },
          })
        }
        onSuccess={() => {
          setRound((n) => n + 1);
          onChanged();
        }}
        submitLabel={t('person.upload')}
        warnUnsaved={false}
      >
        <div className="cc-grid">
          <SelectField
            name="type"
            label={t('person.documentType')}
            rules={['required']}
            options={types.map((value) => ({ value, label: title(value) }))}
          />
          <DateField
            name="expires_at"
            label={t('person.expiresAt')}
            rules={[{ rule: 'date_around', ...DATE_BOUNDS.documentExpiry }]}
          />
        </div>
        <FileField name="file" label={t('person.file')} kind="document" rules={['required']} />
      </CabinetForm>
    </div>
  );
}
