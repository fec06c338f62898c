// The frame of a tournament's schedule pages (its matches, its calendar): the page titled with
// the tournament, the breadcrumbs from the cabinet through the tournaments to the tournament,
// and the page's actions.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';
import { paths } from '../../paths';

export function SchedulePage({
  tournament,
  title,
  actions,
  children,
}: {
  tournament: { id: number; title: string };
  /** The page's own title (matches, calendar). */
  title: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: `${title} · ${tournament.title}` });
  return (
    <CabinetPage
      title={`${title}: ${tournament.title}`}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('list.title'), to: paths.tournaments() },
        { title: tournament.title, to: paths.tournament(tournament.id) },
        { title },
      ]}
      actions={actions}
    >
      {children}
    </CabinetPage>
  );
}
