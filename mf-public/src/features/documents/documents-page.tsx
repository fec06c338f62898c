// /documents: official documents grouped by category; a PDF opens in the browser in a new tab,
// other files download. Sizes per spec §9 (MB with one decimal from 1 MB, else KB).
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  EmptyState,
  endpoints,
  formatFileSize,
  Skeleton,
  trimmed,
  useEndpointQuery,
  useLocale,
  type PublicDocument,
} from '@league/shared';
import { ContentDate } from '../../ui/content';
import { documentCategoryTitle } from '../../ui/content-labels';
import { SectionPage } from '../../ui/page';
import { paths } from '../../paths';

function groupByCategory(documents: PublicDocument[]): [string | null, PublicDocument[]][] {
  const groups = new Map<string | null, PublicDocument[]>();
  for (const document of documents) {
    const key = trimmed(document.category);
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  // Uncategorised documents come last.
  return [...groups.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : 0));
}

/** The file's extension as a short label ('DOCX'), or '' when it has none. */
const fileKind = (url: string) => /\.([a-z0-9]{1,5})$/i.exec(url.split(/[?#]/)[0])?.[1].toUpperCase() ?? '';

function DocumentRow({ document }: { document: PublicDocument }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const size = formatFileSize(document.size, locale);
  return (
    <li className="lg-card pub-file">
      <span className="pub-file__title">
        <span className={`pub-file__kind${document.is_pdf ? '' : ' pub-file__kind--other'}`} aria-hidden="true">
          {document.is_pdf ? t('content.kindPdf') : fileKind(document.url) || t('content.kindFile')}
        </span>
        {document.is_pdf ? (
          <a href={document.url} target="_blank" rel="noopener noreferrer">
            {document.title}
            <span className="lg-visually-hidden"> {t('content.newTab')}</span>
          </a>
        ) : (
          <a href={document.url} download>
            {document.title}
          </a>
        )}
      </span>
      <span className="pub-meta">
        {t('content.fileSize', { size })}
        {document.published_at && (
          <>
            {' · '}
            <ContentDate value={document.published_at} format="short" />
          </>
        )}
      </span>
    </li>
  );
}

export default function DocumentsPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const documents = useEndpointQuery(endpoints.content.documents, {});
  return (
    <SectionPage section="documents" slug={paths.documents()}>
      <AsyncView
        data={documents}
        loading={<Skeleton lines={6} height={44} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('documents.empty')}</EmptyState>}
      >
        {(answer) => {
          const groups = groupByCategory(answer.data);
          const titled = groups.length > 1 || groups[0]?.[0] !== null;
          return groups.map(([category, list]) => (
            <section
              key={category ?? ''}
              className="pub-results-group"
              aria-label={titled ? undefined : t('documents.title')}
            >
              {titled && <h2>{category ? documentCategoryTitle(category, locale) : t('documents.other')}</h2>}
              <ul className="pub-files">
                {list.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </ul>
            </section>
          ));
        }}
      </AsyncView>
    </SectionPage>
  );
}
