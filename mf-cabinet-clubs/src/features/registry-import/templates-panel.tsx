// The templates of the four sheets, in the page's language, as XLSX or CSV (downloaded with the token).
import { useTranslation } from 'react-i18next';
import { buildPath } from '@league/shared';
import {
  downloadFile,
  endpoints,
  IMPORT_KINDS,
  useNotify,
  type ImportFormat,
  type ImportKind,
} from '@league/shared/cabinet';

const download = (kind: ImportKind, format: ImportFormat) =>
  downloadFile(
    `${buildPath(endpoints.registryImport.template.path, { kind })}?format=${format}`,
    `${kind}-template.${format}`,
  );

export function TemplatesPanel() {
  const { t } = useTranslation('cab-clubs');
  const notify = useNotify();
  return (
    <section className="cc-panel">
      <h2>{t('registryImport.templates')}</h2>
      <p className="ri-muted">{t('registryImport.templatesHint')}</p>
      <ul className="ri-templates">
        {IMPORT_KINDS.map((kind) => (
          <li key={kind}>
            <span>{t(`registryImport.kind.${kind}`)}</span>
            {(['xlsx', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="lg-button lg-button--ghost"
                aria-label={t('registryImport.templateOf', {
                  kind: t(`registryImport.kind.${kind}`),
                  format: format.toUpperCase(),
                })}
                onClick={() => void download(kind, format).catch(() => notify.error())}
              >
                {format.toUpperCase()}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
