// The feedback form's rules: at most `limit` messages per IP in a window (spam), the phone kept
// as its 11 digits, texts trimmed, the e-mail optional.
import type { FeedbackRequest, FeedbackResult } from '@league/shared/contracts';
import { phoneDigits } from '@league/shared/validation';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimitStore } from '../auth/rate-limit';
import * as repository from './feedback.repository';

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
    /** Refuses with 429 (and Retry-After) once the IP has sent `perIp` messages in the window. */
    async assertAllowed(ip: string): Promise<void> {
      const now = clock().getTime();
      const counter = await store.get(key(ip), now);
      if (counter && counter.count >= limits.perIp) {
        const seconds = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
        throw new AppError('too_many_requests', { headers: { 'retry-after': String(seconds) } });
      }
    },

    async submit(body: FeedbackRequest, meta: { ip: string; userAgent: string | null }): Promise<FeedbackResult> {
      await this.assertAllowed(meta.ip);
      const email = body.email?.trim() || null;
      const id = await repository.insertFeedback(db, {
        name: body.name.trim(),
        phone: phoneDigits(body.phone),
        email,
        text: body.text.trim(),
        ip: meta.ip,
        user_agent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
      });
      await store.increment(key(meta.ip), limits.windowMs, clock().getTime());
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
