// Every answer is an envelope. Request contracts use `object()` (unknown keys are rejected);
// response contracts use `type()` so that an added field never breaks an older client.
import { array, literal, record, string, type, type Struct } from 'superstruct';

export const successEnvelope = <T, S>(data: Struct<T, S>) => type({ success: literal(true), data });

export type Success<T> = { success: true; data: T };

export const ErrorEnvelope = type({
  success: literal(false),
  message: string(),
  data: type({ errors: record(string(), array(string())) }),
});

export interface ErrorEnvelopeBody {
  success: false;
  message: string;
  data: { errors: Record<string, string[]> };
}
