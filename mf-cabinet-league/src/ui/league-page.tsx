// A page of the league's own cabinet area (first start, settings, feedback, history): its title in
// the browser tab and as the h1, under the breadcrumbs from the cabinet's home.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';

export function LeaguePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  usePageMeta({ title });
  return (
    <CabinetPage title={title} breadcrumbs={[{ title: t('cabinet.title'), to: '/cabinet' }, { title }]}>
      {children}
    </CabinetPage>
  );
}
