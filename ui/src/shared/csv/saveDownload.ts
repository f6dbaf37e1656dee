import { getMinReadPosition } from '../api/readPosition';
import { endAdminSession, getSessions } from '../session/sessionStore';

const id = encodeURIComponent;

/** The admins' spreadsheet downloads of docs/api.md ("CSV downloads"): personal data, sent with a token. */
export const adminCsv = {
  registrants: (leagueNameAndDesc: string) => `/api/registration/${id(leagueNameAndDesc)}.csv`,
  registeredTeams: (year: string) =>
    `/api/registration/allRegisteredTeams.csv${year ? `?year=${id(year)}` : ''}`,
};

/**
 * The file name a download's Content-Disposition gives: its UTF-8 `filename*` (RFC 5987) when the
 * server sent one, else its plain `filename`, else `fallback`.
 */
export function downloadFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches an admin's download with the admin's token (a link cannot send it) and saves it under the
 * name the server gives, through a Blob (the bytes as sent: the byte order mark stays). Rejects with the
 * server's `{ message }`; a refused token ends the admin's session, as the API's other calls do.
 */
export async function saveAdminDownload(url: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const { admin } = getSessions();
  if (admin) headers.Authorization = `Bearer ${admin.token}`;
  const minPosition = getMinReadPosition();
  if (minPosition) headers['X-Min-Position'] = minPosition;
  const response = await fetch(url, { headers });
  if (!response.ok) {
    if (response.status === 401 && admin) endAdminSession();
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(
      typeof body?.message === 'string' ? body.message : `The download failed (${response.status}).`,
    );
  }
  const blob = await response.blob();
  const name = downloadFileName(response.headers.get('content-disposition'), fallbackName);
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click is handled
  window.setTimeout(() => URL.revokeObjectURL(address), 1000);
}
