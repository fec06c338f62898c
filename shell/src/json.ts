// Reading a JSON text the page or the server wrote (the page's structured data, the blocks a
// server-rendered page carries): text that is not JSON is read as nothing, never thrown.

/** The value `text` holds, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
