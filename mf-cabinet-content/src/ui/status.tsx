// The status of a news item or article as a labelled badge (the kit's badge styles).
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '@league/shared';

const TONE: Record<ArticleStatus, string> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
  unpublished: 'danger',
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('cab-content');
  return (
    <span className={`lg-badge lg-badge--${TONE[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
