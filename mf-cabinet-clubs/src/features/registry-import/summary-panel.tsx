// What an import of the previewed file does, kind by kind, and the Import button: refused while a
// row has a problem unless those rows are left out on purpose; said so when the file was imported.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import { IMPORT_KINDS, type ImportPreview } from '@league/shared/cabinet';

export function SummaryPanel({
  preview,
  busy,
  onRun,
}: {
  preview: ImportPreview;
  busy: boolean;
  onRun: (skipInvalid: boolean) => void;
}) {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  const [skip, setSkip] = useState(false);
  const id = useId();
  const errors = IMPORT_KINDS.reduce((sum, kind) => sum + preview.counts[kind].error, 0);
  const fresh = IMPORT_KINDS.reduce((sum, kind) => sum + preview.counts[kind].new, 0);
  const ready = fresh > 0 && (errors === 0 || skip) && !busy;
  return (
    <section className="cc-panel ri-summary" aria-labelledby={id}>
      <h2 id={id}>{t('registryImport.summary')}</h2>
      <dl className="ri-counts">
        {IMPORT_KINDS.filter((kind) => Object.values(preview.counts[kind]).some((n) => n > 0)).map((kind) => (
          <div key={kind}>
            <dt>{t(`registryImport.kind.${kind}`)}</dt>
            <dd>{t('registryImport.counts', preview.counts[kind])}</dd>
          </div>
        ))}
      </dl>
      {preview.imported && (
        <p role="status">
          {t('registryImport.imported', {
            at: formatDate(preview.imported.at, 'long', locale),
            by: preview.imported.by ?? '—',
          })}
        </p>
      )}
      {errors > 0 && (
        <>
          <p className="ri-problem">{t('registryImport.fixHint')}</p>
          <label className="ri-skip">
            <input type="checkbox" checked={skip} onChange={(event) => setSkip(event.currentTarget.checked)} />
            {t('registryImport.skip', { count: errors })}
          </label>
        </>
      )}
      {fresh === 0 && <p>{t('registryImport.nothing')}</p>}
      <button type="button" className="lg-button" disabled={!ready} onClick={() => onRun(skip)}>
        {busy ? t('registryImport.running') : t('registryImport.run')}
      </button>
    </section>
  );
}
