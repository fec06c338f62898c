// The lifecycle of a news item or analytics article (ADR 0260): draft → scheduled → published →
// unpublished. Publishing now stamps the time it went out; scheduling needs a time to come; a
// scheduled item goes back to draft or out at once; only a published item is unpublished.
// Pure: the service applies the change under the version it read.
import type { ArticleStatus, ArticleStatusBody } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';

export interface StatusChange {
  status: ArticleStatus;
  publish_at: Date | null;
  published_at?: Date;
}

const FROM: Record<ArticleStatus, readonly ArticleStatus[]> = {
  draft: ['draft', 'scheduled', 'unpublished'],
  scheduled: ['draft', 'scheduled', 'unpublished'],
  published: ['draft', 'scheduled', 'unpublished'],
  unpublished: ['published'],
};

/** The change a request asks for, 'refused' when the item's status does not allow it. */
export function nextStatus(current: ArticleStatus, body: ArticleStatusBody, now: Date): StatusChange | 'refused' {
  if (!FROM[body.status].includes(current)) return 'refused';
  switch (body.status) {
    case 'published':
      return { status: 'published', publish_at: null, published_at: now };
    case 'scheduled': {
      const at = body.publish_at ? new Date(body.publish_at) : null;
      if (!at) throw new AppError('validation_failed', { fields: { publish_at: [{ rule: 'required' }] } });
      if (at.getTime() <= now.getTime())
        throw new AppError('validation_failed', { fields: { publish_at: [{ rule: 'time_future' }] } });
      return { status: 'scheduled', publish_at: at };
    }
    default:
      return { status: body.status, publish_at: null };
  }
}
