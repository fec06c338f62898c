// The league's two colours and the contrast they must keep (WCAG 2.x, level AA): the main colour
// is the header's and the buttons' background under white text; the accent colour sits on the
// main colour (the logo's ring, the focus ring) and carries main-coloured text (the skip link).
// One check for the form (as the user types) and the API (which refuses on the field).
import type { FieldIssues } from '../contracts/errors';

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb` (WCAG 2.x). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people read it: rounded down to one decimal (4.49 is 4.4, never "4.5 but refused"). */
export const ratioText = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

export interface LeagueColors {
  primary: string;
  accent: string;
}

/** What is wrong with a pair of colours, by field (`colors.primary`, `colors.accent`); empty when both pass. */
export function colorIssues(colors: LeagueColors): FieldIssues {
  const issues: FieldIssues = {};
  const primaryOk = COLOR_PATTERN.test(colors.primary);
  if (!primaryOk) issues['colors.primary'] = [{ rule: 'color', params: {} }];
  if (!COLOR_PATTERN.test(colors.accent)) issues['colors.accent'] = [{ rule: 'color', params: {} }];
  if (primaryOk) {
    const onWhite = contrastRatio(colors.primary, '#ffffff');
    if (onWhite < MIN_CONTRAST)
      issues['colors.primary'] = [{ rule: 'contrast_text', params: { ratio: ratioText(onWhite), min: MIN_CONTRAST } }];
  }
  if (primaryOk && !issues['colors.accent']) {
    const onPrimary = contrastRatio(colors.accent, colors.primary);
    if (onPrimary < MIN_CONTRAST)
      issues['colors.accent'] = [
        { rule: 'contrast_accent', params: { ratio: ratioText(onPrimary), min: MIN_CONTRAST } },
      ];
  }
  return issues;
}
