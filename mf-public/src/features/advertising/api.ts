import { callEndpoint, endpoints } from '@league/shared';

export const fetchAdvertising = (signal: AbortSignal) => callEndpoint(endpoints.content.advertising, {}, { signal });
