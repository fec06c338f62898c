// Stored file paths as the public URLs the site uses: absolute URLs and site-relative paths pass
// unchanged, bare paths (what uploads and the demo seed store) live under /uploads/.

/** A stored file path as a URL, or null when there is no file. */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path.replace(/^\.?\/+/, '')}`;
}
