// The feedback form's rules: at most `limit` messages per IP in a window (spam), the phone kept
// as its 11 digits, texts trimmed, the e-mail optional.
import type { FeedbackRequest, FeedbackResult } from '@league/shared/contracts';
import { phoneDigits } from '@league/shared/validation';
import { cabinetPath } from '@league/shared/access';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimitStore } from '../auth/index';
import { notify } from '../notifications/index';
import * as repository from './feedback.repository';
import { orNull } from '../../lib/text';

export interface FeedbackLimits {
  /** Messages per IP within the window (default 5). */
  perIp: number;
  /** Window length in ms (default 10 minutes). */
  windowMs: number;
}

export const DEFAULT_FEEDBACK_LIMITS: FeedbackLimits = { perIp: 5, windowMs: 10 * 60 * 1000 };

const key = (ip: string) => `feedback:ip:${ip}`;

export function createFeedbackService({
  db,
  clock,
  store,
  limits = DEFAULT_FEEDBACK_LIMITS,
}: {
  db: DB;
  clock: Clock;
  store: RateLimitStore;
  limits?: FeedbackLimits;
}) {
  return {
    /**
     * Counts the post against the IP's window before anything is read or stored (one atomic
     * increment), and refuses with 429 (and Retry-After) past `perIp` posts: parallel posts
     * cannot all pass the check.
     */
    async admit(ip: string): Promise<void> {
      const now = clock().getTime();
      const counter = await store.increment(key(ip), limits.windowMs, now);
      if (counter.count > limits.perIp) {
        const seconds = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
        throw new AppError('too_many_requests', { headers: { 'retry-after': String(seconds) } });
      }
    },

    /** A post that was refused as invalid does not count (a visitor fixing a typo is not spam). */
    async release(ip: string): Promise<void> {
      await store.decrement(key(ip), clock().getTime());
    },

    /**
     * Stores a post already admitted by `admit`, in the language of the form it came from, and
     * tells the super_admins in the same transaction (the inbox's link in the notification).
     */
    async submit(
      body: FeedbackRequest,
      meta: { ip: string; userAgent: string | null; language: 'kk' | 'ru' | 'en' },
    ): Promise<FeedbackResult> {
      const email = orNull(body.email);
      const name = body.name.trim();
      const id = await inTransaction(
        db,
        async (trx) => {
          const stored = await repository.insertFeedback(trx, {
            name,
            phone: phoneDigits(body.phone),
            email,
            text: body.text.trim(),
            ip: meta.ip,
            user_agent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
            language: meta.language,
          });
          await notify(trx, { role: 'super_admin' }, 'feedback_received', {
            feedback_id: stored,
            person: { kk: name, ru: name, en: name },
            link: cabinetPath('feedback'),
          });
          return stored;
        },
        { label: 'feedback: submit' },
      );
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
