import type { ImportAnswer, ImportKind } from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/apiRequest';
import { rememberPosition } from '../../shared/api/readPosition';
import { endAdminSession, getSessions } from '../../shared/session/sessionStore';

export interface ImportRequest {
  kind: ImportKind;
  /** the file's text as the admin chose or pasted it */
  text: string;
}

/**
 * POST /api/admin/import/{kind} (docs/api.md, "Spreadsheet import"): the file as `text/csv`, which the
 * JSON helper of the other calls cannot send; the admin's token, the `{message}` errors and the position
 * of a write are handled as apiRequest handles them.
 */
async function sendImport({ kind, text }: ImportRequest, apply: boolean): Promise<ImportAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'text/csv' };
  const { admin } = getSessions();
  if (admin) headers.Authorization = `Bearer ${admin.token}`;
  const response = await fetch(`/api/admin/import/${kind}${apply ? '?apply=1' : ''}`, {
    method: 'POST',
    headers,
    body: text,
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    if (response.status === 401 && admin) endAdminSession();
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(typeof message === 'string' ? message : null, response.status, body);
  }
  const answer = body as ImportAnswer;
  if (answer.position) rememberPosition(answer.position);
  return answer;
}

/** The preview: records nothing, so it changes no query. */
export const useImportPreview = () =>
  useMutation({ mutationFn: (request: ImportRequest) => sendImport(request, false) });

/**
 * The import itself. It may add teams, players and rosters to any league, whose lists belong to several
 * features: every query is refetched.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => sendImport(request, true),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
