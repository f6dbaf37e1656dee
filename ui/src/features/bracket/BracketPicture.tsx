import type { MouseEvent } from 'react';
import type { BracketRound } from '@league/contracts';
import { formatTime, monthAndDay } from '@league/contracts/formatting';
import { publicPageHref } from '@league/contracts/site-pages';
import { useNavigate } from '../../shared/router';
import {
  BOX_HEIGHT,
  BOX_WIDTH,
  COLUMN_GAP,
  gamesById,
  layoutBracket,
  ROW_TOP,
  sideLabel,
} from '../../shared/league/bracket/layout';
import classes from './Bracket.module.css';

const ROUND_TITLE = 20;

/** A label cut to fit its box (the list below the picture gives it in full). */
const fit = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
const SIDE_ROW = (BOX_HEIGHT - ROW_TOP.visitor) / 2;

/**
 * The bracket drawn in plain SVG: a column per round, a box per game (its date linking to the game's
 * summary, "(seed) Team  score" per side with the winner bold, team names linking to their pages) and a
 * line from each game to the side its winner plays. Scrolls sideways inside its own focusable region.
 */
export function BracketPicture({ rounds }: { rounds: readonly BracketRound[] }) {
  const navigate = useNavigate();
  const { games, lines, width, height } = layoutBracket(rounds);
  const byId = gamesById(rounds);
  // in-site links inside the SVG go through the router like the page's other links
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <div
      className={classes.scroller}
      role="region"
      aria-label="Bracket picture (scrolls sideways)"
      tabIndex={0}
    >
      <svg
        width={width}
        height={height + ROUND_TITLE}
        viewBox={`0 0 ${width} ${height + ROUND_TITLE}`}
        aria-hidden="true"
        className={classes.picture}
        data-testid="bracket-picture"
      >
        {rounds.map((round, column) => (
          <text key={round.name} x={column * (BOX_WIDTH + COLUMN_GAP)} y={14} className={classes.roundTitle}>
            {round.name}
          </text>
        ))}
        <g transform={`translate(0 ${ROUND_TITLE})`}>
          {lines.map((line) => (
            <path key={line.key} d={line.d} className={classes.line} />
          ))}
          {games.map(({ game, x, y }) => (
            <g key={game.gameId} transform={`translate(${x} ${y})`} data-testid="bracket-box">
              <rect
                width={BOX_WIDTH}
                height={BOX_HEIGHT}
                rx={6}
                className={game.conflict ? classes.boxConflict : classes.box}
              />
              <a
                href={publicPageHref.gameSummary(game.gameId)}
                onClick={follow(publicPageHref.gameSummary(game.gameId))}
              >
                <text x={8} y={15} className={classes.when}>
                  {monthAndDay(game.date)} · {formatTime(game.time)}
                  {game.championship ? ' · Championship' : ''}
                </text>
              </a>
              {(['visitor', 'home'] as const).map((side) => {
                const team = game[side];
                const top = ROW_TOP[side];
                const won = game.winner === side;
                const label = fit(sideLabel(team, byId), team.score === null ? 30 : 26);
                return (
                  <g key={side} className={won ? classes.winner : undefined}>
                    <line x1={0} x2={BOX_WIDTH} y1={top} y2={top} className={classes.divider} />
                    {team.teamId ? (
                      <a
                        href={publicPageHref.team(team.teamId)}
                        onClick={follow(publicPageHref.team(team.teamId))}
                      >
                        <text x={8} y={top + SIDE_ROW / 2 + 5} className={classes.team}>
                          {label}
                        </text>
                      </a>
                    ) : (
                      <text x={8} y={top + SIDE_ROW / 2 + 5} className={classes.tbd}>
                        {label}
                      </text>
                    )}
                    {team.score !== null && (
                      <text
                        x={BOX_WIDTH - 8}
                        y={top + SIDE_ROW / 2 + 5}
                        textAnchor="end"
                        className={classes.score}
                      >
                        {team.score}
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
