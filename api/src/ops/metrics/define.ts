// Metrics that read their value when scraped (a `collect` function) are registered by being
// made; these name that act, so a statement that makes one is not mistaken for a lost value.
import { Counter, Gauge, type CounterConfiguration, type GaugeConfiguration } from 'prom-client';

export const defineGauge = <T extends string>(config: GaugeConfiguration<T>): Gauge<T> => new Gauge(config);
export const defineCounter = <T extends string>(config: CounterConfiguration<T>): Counter<T> => new Counter(config);
