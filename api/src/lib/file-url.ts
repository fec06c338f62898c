// Stored file paths as the public URLs the site uses: absolute URLs and site-relative paths pass
// unchanged, bare paths (a public image's key without `public/`: what uploads and the demo seed
// store) live under /uploads/. A private key (`private/…`, people's documents) has no public URL.

/** A stored file path as a URL, or null when there is no (public) file. */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path || /^\.?\/*private\//.test(path)) return null;
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path.replace(/^\.?\/+/, '')}`;
}
