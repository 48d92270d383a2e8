/** Where the site finds its API: same origin by default, another backend by configuration. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export interface Health {
  status: 'ok';
  service: string;
  time: string;
}

export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  const res = await fetch(`${apiBaseUrl}/api/health`, { signal });
  if (!res.ok) throw new Error(`API answered ${res.status}`);
  return (await res.json()) as Health;
}
