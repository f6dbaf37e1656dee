import type { GameSheetAnswer, RostersAndPoints } from '@league/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OutboxItem } from '../../shared/offline/outbox';
import { registerScorekeeperServiceWorker } from '../../shared/offline/registerSw';
import { useOutbox } from '../../shared/offline/useOutbox';
import { gameRostersQuery, sheetKeys, sheetQuery } from './api';
import {
  sheetUrls,
  sheetView,
  type EntryKind,
  type SheetEntry,
  type SheetWriteItem,
  type Side,
} from './sheetModel';

export interface SheetPlayer {
  rosterPlayerId: string;
  number: number;
  firstName: string;
  lastName: string;
  side: Side;
  /** an unserved suspension when the game is played (docs/api.md, "Suspensions"): warned about when dressed */
  suspended?: boolean;
}

/** '#9 Alex Stone' */
export const playerLabel = (player: SheetPlayer | undefined) =>
  player ? `#${player.number} ${player.firstName} ${player.lastName}`.trim() : 'Unknown player';

/** Each side's roster (the rostersAndPoints read), or its lineup's players when the roster could not be read. */
function rostersOf(sheet: GameSheetAnswer | undefined, rosters: RostersAndPoints | undefined) {
  const result: Record<Side, SheetPlayer[]> = { home: [], visitor: [] };
  for (const side of ['home', 'visitor'] as const) {
    const roster = rosters?.[side === 'home' ? 'homeRoster' : 'visitorRoster'];
    const fromRoster = (roster ?? []).map((player) => ({
      rosterPlayerId: player.rosterPlayerId,
      number: player.number,
      firstName: player.firstName,
      lastName: player.lastName,
      side,
      suspended: player.suspended,
    }));
    const known = new Set(fromRoster.map((player) => player.rosterPlayerId));
    // a player removed from the roster since still counts in a lineup (docs/api.md, "Game sheet")
    const fromLineup = (sheet?.[side].lineup?.players ?? [])
      .filter((player) => !known.has(player.rosterPlayerId))
      .map((player) => ({ ...player, side }));
    result[side] = [...fromRoster, ...fromLineup].sort((a, b) => a.number - b.number);
  }
  return result;
}

/** A sent write, kept as 'sent' until the sheet is read again after it. */
type SentItem = SheetWriteItem & { sentAt: number };

/**
 * The game's sheet, its rosters and its outbox (docs/pages.md, "Offline scorekeeping"): every write is queued
 * under its own id and sent in order; the view lays what waits over what the server recorded.
 */
export function useGameSheet(gameId: string) {
  const queryClient = useQueryClient();
  const sheet = useQuery(sheetQuery(gameId));
  const rosters = useQuery(gameRostersQuery(gameId));
  const [sent, setSent] = useState<SentItem[]>([]);

  const onSent = useCallback(
    (item: OutboxItem) => {
      setSent((current) => [...current, { ...item, state: 'sent', sentAt: Date.now() }]);
      void queryClient.invalidateQueries({ queryKey: sheetKeys.sheet(gameId) });
    },
    [queryClient, gameId],
  );
  const outbox = useOutbox(gameId, { onSent });

  // the offline worker: the app shell and this game's reads kept for the rink (read again once it controls the page)
  useEffect(() => {
    void registerScorekeeperServiceWorker();
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: [...sheetKeys.all, gameId] });
    container.addEventListener('controllerchange', readAgain);
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [queryClient, gameId]);

  // a sent write is shown from the sheet once it was read after it
  const { dataUpdatedAt } = sheet;
  useEffect(() => {
    setSent((current) => {
      const left = current.filter((item) => item.sentAt > dataUpdatedAt);
      return left.length === current.length ? current : left;
    });
  }, [dataUpdatedAt]);

  // a refusal means the sheet changed under this phone (another scorekeeper, the final): read it again
  const refusals = outbox.items.filter(
    (item) => item.state === 'refused' || item.state === 'conflict',
  ).length;
  useEffect(() => {
    if (refusals > 0) void queryClient.invalidateQueries({ queryKey: sheetKeys.sheet(gameId) });
  }, [refusals, queryClient, gameId]);

  const view = useMemo(() => {
    if (!sheet.data) return null;
    const queued = new Set(outbox.items.map((item) => item.id));
    return sheetView(sheet.data, [...sent.filter((item) => !queued.has(item.id)), ...outbox.items]);
  }, [sheet.data, sent, outbox.items]);

  const players = useMemo(() => rostersOf(sheet.data, rosters.data), [sheet.data, rosters.data]);
  const playerById = useMemo(
    () => new Map([...players.home, ...players.visitor].map((player) => [player.rosterPlayerId, player])),
    [players],
  );

  const urls = useMemo(() => sheetUrls(gameId), [gameId]);
  const { enqueue, discard, items } = outbox;
  const queue = useCallback(
    (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, id: string = crypto.randomUUID()) =>
      enqueue({ id, method, url, ...(body === undefined ? {} : { body }) }),
    [enqueue],
  );

  /** Takes an entry back: a write not sent yet leaves the outbox; a recorded one is removed (DELETE). */
  const undo = useCallback(
    async (entry: SheetEntry) => {
      const waiting = items.find((item) => item.id === entry.id && item.state === 'waiting');
      if (waiting) return discard(waiting.id);
      await queue('DELETE', urls.remove(entry.kind as EntryKind, entry.id));
    },
    [items, discard, queue, urls],
  );

  return { sheet, rosters, view, players, playerById, outbox, queue, undo, urls };
}

export type GameSheetState = ReturnType<typeof useGameSheet>;
