// Locale-aware comparison of names and titles.
const collators = new Map<string, Intl.Collator>();
/** Collators are costly to create; one per locale is kept. */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}
