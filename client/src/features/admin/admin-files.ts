import { session } from '../../lib/session';
import { REQUEST_TIMEOUT_MS } from '../../ui/constants';

/** What happened to each selected order of a courier document (the server's x-orders-report header). */
export interface OrdersFileReport {
  ok: number;
  unchanged: number;
  failed: number;
  outcomes: Array<{ orderId?: string; orderNumber?: string; result: string; message: string }>;
}

function reportOf(response: Response): OrdersFileReport | undefined {
  const header = response.headers.get('x-orders-report');
  if (!header) return undefined;
  try {
    return JSON.parse(decodeURIComponent(header)) as OrdersFileReport;
  } catch {
    return undefined;
  }
}

/**
 * Files from the admin REST routes (labels and packing slips as PDF, orders as CSV): fetched with the admin's
 * token, then saved under the server's file name. Answers the per-order report of a courier document (which
 * orders it holds, which were refused and why); throws the server's message on a refusal.
 */
export async function downloadAdminFile(path: string, body?: unknown): Promise<OrdersFileReport | undefined> {
  const { token } = session.get();
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4),
  });
  if (response.status === 401) session.expire();
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string | string[] } | null;
    const message = Array.isArray(answer?.message) ? answer.message[0] : answer?.message;
    throw new Error(message || `The file could not be made (HTTP ${response.status})`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return reportOf(response);
}

/** The text of a file the admin picked (a courier's CSV). */
export const readFileText = (file: File) => file.text();

/** A JSON request to an admin REST route with the admin's token; answers the body's `data`, throws the server's message. */
export async function postAdminJson<T>(path: string, body: unknown): Promise<T> {
  const { token } = session.get();
  const response = await fetch(path, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4),
  });
  if (response.status === 401) session.expire();
  const answer = (await response.json().catch(() => null)) as { data?: T; message?: string | string[] } | null;
  if (!response.ok || !answer?.data) {
    const message = Array.isArray(answer?.message) ? answer.message[0] : answer?.message;
    throw new Error(message || `The request failed (HTTP ${response.status})`);
  }
  return answer.data;
}
