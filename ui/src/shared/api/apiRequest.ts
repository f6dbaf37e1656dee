import { endAdminSession, endCoachSession, getSessions } from '../session/sessionStore';
import { getMinReadPosition, noteReadAt, rememberPosition } from './readPosition';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * An edit of a record: the `version` the page read it at, sent as If-Match. The server refuses an edit
   * without it (428) and one of an older version (409: someone else changed it), docs/api.md.
   */
  ifMatch?: number;
  signal?: AbortSignal;
}

/** A failed call; `message` is the server's `{ message }` text. */
export class ApiError extends Error {
  constructor(
    /** the `{ message }` of the answer, null when the server sent none */
    public readonly serverMessage: string | null,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's message when it sent one, otherwise the page's own wording (docs/rules.md §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

interface Bearer {
  token: string;
  /** ends the session the token belongs to */
  end: () => void;
}

function bearer(): Bearer | null {
  // The server lets an admin use every coach route too, so one rule serves both kinds of call.
  const { admin, coach } = getSessions();
  if (admin) return { token: admin.token, end: endAdminSession };
  if (coach) return { token: coach.token, end: endCoachSession };
  return null;
}

/** Their 401 means wrong credentials, not a rejected token. */
const ACCOUNT_CALLS = new Set(['/api/admin/login', '/api/admin/coachLogin', '/api/admin/coachSignup']);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * The request helper (docs/rules.md §7): JSON in and out, a non-OK status becomes an Error carrying the
 * server's message, abortable through `signal` (TanStack Query passes its own).
 */
export async function apiRequest<T>(
  url: string,
  { method = 'GET', body, headers = {}, ifMatch, signal }: ApiRequestOptions = {},
): Promise<T> {
  const requestHeaders: Record<string, string> = { Accept: 'application/json' };
  if (ifMatch !== undefined) requestHeaders['If-Match'] = String(ifMatch);
  const sentBearer = bearer();
  if (sentBearer) requestHeaders.Authorization = `Bearer ${sentBearer.token}`;
  // a FormData body (file upload) goes as multipart: the browser writes its Content-Type and boundary
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) requestHeaders['Content-Type'] = 'application/json';
  const minPosition = method === 'GET' ? getMinReadPosition() : null;
  if (minPosition) requestHeaders['X-Min-Position'] = minPosition;

  const response = await fetch(url, {
    method,
    headers: { ...requestHeaders, ...headers },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal,
  });
  const answer = await readBody(response);
  if (!response.ok) {
    // The server no longer accepts this session (expired early, or signed with an older secret):
    // end it, so the guards send the user to log in again instead of failing call after call.
    if (response.status === 401 && sentBearer && !ACCOUNT_CALLS.has(url)) sentBearer.end();
    throw new ApiError(messageOf(answer), response.status, answer);
  }
  if (method === 'GET') noteReadAt(response.headers.get('X-Read-Position'));
  else if (typeof answer === 'object' && answer !== null && 'position' in answer) {
    rememberPosition((answer as { position: unknown }).position);
  }
  return answer as T;
}
