import { AdvertisingResponse, getJson } from '@league/shared';

export const fetchAdvertising = (signal: AbortSignal) => getJson('/advertising', AdvertisingResponse, { signal });
