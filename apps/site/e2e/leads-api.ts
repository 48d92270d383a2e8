import { baseURL } from './browser.ts';

/**
 * Read-backs of what the site's forms stored, through the API's development-only endpoints
 * (`/api/dev/*`, absent in production; see apps/api/README.md). Plain `fetch` in the test process:
 * pass `baseURL()` from `./browser.ts`.
 *
 * @example
 * const [lead] = await storedLeads(baseURL(), '9876543210');
 * expect(lead).toMatchObject({ name: 'Asha Patil', product_type: 'New Two-Wheeler Loan' });
 */

export interface StoredLead {
  id: string;
  name: string;
  phone: string;
  product_type: string;
  /** ISO 8601 */
  created_at: string;
}

export interface StoredResume {
  key: string;
  content_type: string;
  size: number;
  /** Signed get URL (relative to the base URL, valid 15 minutes, no cookie needed). */
  url: string;
}

export interface StoredCareerApplication {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  location: string;
  linkedin: string | null;
  resume: StoredResume | null;
  created_at: string;
}

export interface StoredContactRequest {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** e.g. 'Customer Support' */
  request_type: string;
  query: string | null;
  created_at: string;
}

/** GET a development read-back (`path` may carry its query; `params` are added to it). */
export async function readBack<T>(
  baseURL: string,
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const url = new URL(path, baseURL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const res = await fetch(url);
  const body = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: ${res.status} ${body.message}`);
  return body;
}

/** A development read-back from the test's own API, e.g. `devRead<{ leads: StoredLead[] }>('/api/dev/leads?phone=…')`. */
export const devRead = <T>(path: string): Promise<T> => readBack<T>(baseURL(), path);

/** Leads stored for a 10-digit mobile number, newest first. */
export async function storedLeads(baseURL: string, phone: string): Promise<StoredLead[]> {
  return (await readBack<{ leads: StoredLead[] }>(baseURL, '/api/dev/leads', { phone })).leads;
}

/** Career applications for an e-mail or a mobile number, newest first, each with its resume. */
export async function storedCareerApplications(
  baseURL: string,
  by: { email: string } | { phone: string },
): Promise<StoredCareerApplication[]> {
  const body = await readBack<{ applications: StoredCareerApplication[] }>(
    baseURL,
    '/api/dev/careers',
    by,
  );
  return body.applications;
}

/** The bytes and content type of a stored resume, read through its signed URL. */
export async function fetchResume(
  baseURL: string,
  resume: StoredResume,
): Promise<{ status: number; contentType: string | null; bytes: Uint8Array }> {
  const res = await fetch(new URL(resume.url, baseURL));
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** Contact and customer-support requests for a mobile number or an e-mail, newest first. */
export async function storedContactRequests(
  baseURL: string,
  by: { phone: string } | { email: string },
): Promise<StoredContactRequest[]> {
  const body = await readBack<{ requests: StoredContactRequest[] }>(
    baseURL,
    '/api/dev/contact-requests',
    by,
  );
  return body.requests;
}
