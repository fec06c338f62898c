// A remote and the shell that disagree on the runtime's version (ADR 0300).
/**
 * A remote built against a newer @league/runtime than the shell provides (ADR 0300): its area
 * shows the update notice, the rest of the product works, and nothing runs a second runtime.
 */
export class RuntimeMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly needs: string,
    readonly provides: string,
  ) {
    super(
      `[federation] ${remote} needs @league/runtime ${needs}, this shell provides ${provides}: the area shows its update notice until the shell is released with a matching runtime`,
    );
    this.name = 'RuntimeMismatchError';
  }
}

/** The federation runtime's refusal of a strict singleton (@league/runtime), as a RuntimeMismatchError. */
export function runtimeMismatchOf(name: string, error: unknown): RuntimeMismatchError | null {
  if (error instanceof RuntimeMismatchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const match =
    /Version (\S+) from .* of shared singleton module @league\/runtime does not satisfy the requirement of .* which needs ([^\s)]+)/.exec(
      message,
    );
  return match ? new RuntimeMismatchError(name, match[2], match[1]) : null;
}
