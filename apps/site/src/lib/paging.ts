/** Reads a `?page=` value against a page count: the page number, or why it cannot be shown. */
export type PageParam = { ok: true; page: number } | { ok: false; raw: string };

export function readPageParam(raw: string | null, pageCount: number): PageParam {
  if (raw === null || raw === '') return { ok: true, page: 1 };
  if (!/^[0-9]{1,4}$/.test(raw)) return { ok: false, raw };
  const page = Number(raw);
  return page >= 1 && page <= pageCount ? { ok: true, page } : { ok: false, raw };
}
