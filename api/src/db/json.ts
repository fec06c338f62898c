/** Values for jsonb columns are sent as JSON text: `pg` would turn a JS array into a PostgreSQL array. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
