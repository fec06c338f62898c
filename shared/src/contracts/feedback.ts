// POST /feedback (multipart/form-data or JSON): name, phone, optional email, text (spec §5).
import { type Infer, integer, object, optional, refine, string, type Struct, type } from 'superstruct';
import * as rules from '../validation/rules';
import { phoneNumber, ruleFailure, text } from './fields';
import { successEnvelope } from './envelope';

export const FEEDBACK_LIMITS = { name: 100, email: 254, text: 5000 } as const;

/** An optional e-mail: empty passes, otherwise it must look like an address. */
export function optionalEmail(max: number = FEEDBACK_LIMITS.email): Struct<string, null> {
  return refine(string(), 'email', (value) => {
    if (value.trim() === '') return true;
    if (!rules.max(value, max)) return ruleFailure('max', { length: max });
    if (!rules.email(value.trim())) return ruleFailure('email');
    return true;
  });
}

export const FeedbackRequest = object({
  name: text({ required: true, max: FEEDBACK_LIMITS.name }),
  /** Any spelling with 11 digits ('+7 701 123 45 67'); stored as the 11 digits. */
  phone: phoneNumber(),
  email: optional(optionalEmail()),
  text: text({ required: true, max: FEEDBACK_LIMITS.text }),
});
export type FeedbackRequest = Infer<typeof FeedbackRequest>;

export const FeedbackResult = type({ id: integer() });
export type FeedbackResult = Infer<typeof FeedbackResult>;
export const FeedbackResponse = successEnvelope(FeedbackResult);
export type FeedbackResponse = Infer<typeof FeedbackResponse>;
