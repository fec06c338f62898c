// The file of an import: a picker for CSV or XLSX; choosing a file (again) checks it at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, useLocale } from '@league/shared';

export function UploadPanel({
  file,
  busy,
  problem,
  onPick,
}: {
  file: File | null;
  busy: boolean;
  problem: string | null;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation('cab-clubs');
  const id = useId();
  const locale = useLocale();
  return (
    <section className="cc-panel ri-upload" aria-busy={busy}>
      <label htmlFor={id} className="ri-upload__label">
        {t('registryImport.file')}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={busy}
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (picked) onPick(picked);
        }}
      />
      {file && (
        <p className="ri-muted">
          {t('registryImport.fileOf', { name: file.name, size: formatFileSize(file.size, locale) })}
        </p>
      )}
      {busy && <p role="status">{t('registryImport.reading')}</p>}
      {problem && (
        <p id={`${id}-problem`} className="ri-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
