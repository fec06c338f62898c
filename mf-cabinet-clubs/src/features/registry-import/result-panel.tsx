// What an import wrote (or that the file had been imported before), with the way to the registry.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import type { ImportResult } from '@league/shared/cabinet';
import { paths } from '../../paths';

export function ResultPanel({ result }: { result: ImportResult }) {
  const { t } = useTranslation('cab-clubs');
  return (
    <section className="cc-panel ri-result" role="status">
      <p>{result.repeated ? t('registryImport.repeated') : t('registryImport.done', result.created)}</p>
      <p className="ri-links">
        <LocaleLink to={paths.clubs()}>{t('registryImport.toClubs')}</LocaleLink>
        <LocaleLink to={paths.players()}>{t('registryImport.toPlayers')}</LocaleLink>
      </p>
    </section>
  );
}
