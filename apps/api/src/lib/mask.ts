/** Masks for personal data shown back to a visitor or written to a log. */

export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'X'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/** First 2 characters of the local part, as the spec shows a masked e-mail. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export function maskAadhaar(aadhaar: string): string {
  return `XXXXXXXX${aadhaar.slice(-4)}`;
}

export function maskPan(pan: string): string {
  return pan.length === 10 ? `XXXXX${pan.slice(5, 9)}X` : 'XXXXXXXXXX';
}

/**
 * Redacts mobile numbers, Aadhaar numbers, PANs and e-mail addresses from free text (log lines,
 * URLs). Longer digit runs (LANs, order ids) are left alone unless they are exactly 10 or 12 digits.
 */
export function redactText(text: string): string {
  return text
    .replace(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/(?<![A-Za-z0-9])[A-Za-z]{5}[0-9]{4}[A-Za-z](?![A-Za-z0-9])/g, '[pan]')
    .replace(/(?<!\d)\d{4}[ -]?\d{4}[ -]?\d{4}(?!\d)/g, '[aadhaar]')
    .replace(/(?<!\d)(\+?91[ -]?|0)?[6-9]\d{9}(?!\d)/g, '[mobile]');
}

/**
 * A request URL as a log line may hold it: the path redacted as free text, and every query value
 * replaced, so that no signature, token, expiry-bound link or encrypted id is ever logged (a
 * signed storage link in a log is a working link for whoever reads it).
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return redactText(url);
  const keys = url
    .slice(query + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${redactText(pair.split('=')[0] ?? '')}=[redacted]`);
  return `${redactText(url.slice(0, query))}?${keys.join('&')}`;
}
