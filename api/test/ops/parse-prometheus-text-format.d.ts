// The parser ships no types: it answers one object per metric family (see ops-helpers.ts).
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
