// Input masks (spec §5): `#` a digit, `A` a letter, `*` a letter or digit; any other character
// of the mask is written as is. '+7 (###) ###-##-##' is a phone, '############' an IIN.
const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  A: /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

export const isMaskToken = (char: string): boolean => char in TOKENS;

/**
 * Fits `raw` into `mask`: characters that fit no token are skipped, literals are written (and
 * consumed when typed). Stops where the input ends, so no literal dangles after it.
 * Applying it to its own result gives the same result.
 */
export function applyMask(raw: string, mask: string): string {
  const input = [...raw];
  let out = '';
  let i = 0;
  for (const m of mask) {
    if (i >= input.length) break;
    const token = TOKENS[m];
    if (token) {
      while (i < input.length && !token.test(input[i])) i++;
      if (i >= input.length) break;
      out += input[i++];
    } else {
      out += m;
      if (input[i] === m) i++;
    }
  }
  return out;
}

/** Only the characters typed into token places ('+7 (701) 123' → '701123' for the phone mask). */
export function unmask(masked: string, mask: string): string {
  const chars = [...masked];
  const maskChars = [...mask];
  return chars.filter((_, index) => index < maskChars.length && isMaskToken(maskChars[index])).join('');
}

/** A mask is complete when every token place is filled. */
export function isMaskComplete(masked: string, mask: string): boolean {
  return [...masked].length === [...mask].length;
}

/** Placeholder showing the mask's shape: tokens become '_'. */
export function maskPlaceholder(mask: string): string {
  return [...mask].map((m) => (isMaskToken(m) ? '_' : m)).join('');
}
