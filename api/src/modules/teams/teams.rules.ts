// Team order of spec §9 (lists of teams everywhere on the site).

export interface SortableTeam {
  id: number;
  title: string;
  is_active: boolean;
  position: number;
}

/** 'Қайрат 2012 U-14' → letters 'Қайрат U-' and number 2012 (the first number in the title). */
export function titleParts(title: string): { letters: string; number: number | null } {
  const match = /\d+/.exec(title);
  return {
    letters: title.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim(),
    number: match ? Number(match[0]) : null,
  };
}

/**
 * Spec §9: active first, then the manual order (position, lower first), then the title's letters
 * (locale-aware), then its number (lower first; a title without a number first), then id.
 */
export function compareTeams(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a: SortableTeam, b: SortableTeam): number => {
    if (a.is_active !== b.is_active) return a.is_active ? -1 : 1;
    if (a.position !== b.position) return a.position - b.position;
    const pa = titleParts(a.title);
    const pb = titleParts(b.title);
    const letters = collator.compare(pa.letters, pb.letters);
    if (letters !== 0) return letters;
    if (pa.number !== pb.number) return (pa.number ?? -1) - (pb.number ?? -1);
    return a.id - b.id;
  };
}

export function sortTeams<T extends SortableTeam>(teams: T[], locale: string): T[] {
  return [...teams].sort(compareTeams(locale));
}
