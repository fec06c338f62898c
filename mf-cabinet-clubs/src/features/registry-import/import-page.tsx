// /cabinet/import (super_admin; ADR 0250): the registry from a spreadsheet — templates, a file
// chosen and checked at once, its sheets as tables with every problem on its cell, and Import.
// Fixing a file is choosing it again; the page only lays the sections out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';
import '../../ui/registry.css';
import './import.css';
import { PreviewTable } from './preview-table';
import { ResultPanel } from './result-panel';
import { SummaryPanel } from './summary-panel';
import { TemplatesPanel } from './templates-panel';
import { UploadPanel } from './upload-panel';
import { useImport } from './use-import';

export default function ImportPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('registryImport.title') });
  const { file, preview, result, problem, busy, check, run } = useImport();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const hasProblems = preview?.sheets.some((sheet) => sheet.rows.some((row) => row.status === 'error')) ?? false;
  return (
    <CabinetPage
      title={t('registryImport.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('registryImport.title') }]}
    >
      <p className="ri-intro">{t('registryImport.intro')}</p>
      <TemplatesPanel />
      <UploadPanel file={file} busy={busy === 'reading'} problem={problem} onPick={(picked) => void check(picked)} />
      {result && <ResultPanel result={result} />}
      {preview && (
        <>
          <SummaryPanel
            key={preview.file.hash}
            preview={preview}
            busy={busy === 'importing'}
            onRun={(skip) => void run(skip)}
          />
          {hasProblems && (
            <label className="ri-skip">
              <input
                type="checkbox"
                checked={onlyProblems}
                onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
              />
              {t('registryImport.onlyProblems')}
            </label>
          )}
          {preview.sheets.map((sheet) => (
            <PreviewTable key={`${sheet.kind}-${sheet.name}`} sheet={sheet} onlyProblems={onlyProblems} />
          ))}
        </>
      )}
    </CabinetPage>
  );
}
