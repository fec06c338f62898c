// Typed text as a row keeps it: trimmed, and a blank text is no text (null).

/** The text trimmed, or null when nothing but white space (or nothing) was typed. */
export function orNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
