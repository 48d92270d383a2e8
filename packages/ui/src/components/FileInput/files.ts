/** Bytes in a kilobyte and a megabyte as people read file sizes (1 MB = 1,048,576 bytes). */
const KB = 1024;
const MB = 1024 * 1024;

/** "850 KB", "1.2 MB", "5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

const tokensOf = (accept: string) =>
  accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** Whether a file matches an `accept` list (extensions, MIME types, `type/*`), as the browser's picker reads it. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokensOf(accept).some((token) =>
    token.startsWith('.')
      ? name.endsWith(token)
      : token.endsWith('/*')
        ? type.startsWith(token.slice(0, -1))
        : type === token,
  );
}

/** A plain name for the accepted types: ".pdf,application/pdf" → "PDF", ".jpg,.png" → "JPG or PNG", "image/*" → "image". */
export function describeAccept(accept: string): string {
  const names = tokensOf(accept).map((token) => {
    if (token.startsWith('.')) return token.slice(1).toUpperCase();
    const [kind, subtype = ''] = token.split('/');
    return subtype === '*' ? (kind ?? token) : subtype.toUpperCase();
  });
  const unique = [...new Set(names)];
  return unique.length > 1
    ? `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`
    : (unique[0] ?? '');
}
