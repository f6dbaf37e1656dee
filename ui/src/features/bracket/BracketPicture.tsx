import { siteRoute } from '@league/contracts/site-pages';
import type { MouseEvent } from 'react';
import type { BracketRound } from '@league/contracts';
import { formatTime, monthAndDay } from '@league/contracts/formatting';
import { useNavigate } from '../../shared/router';
import {
  BOX_HEIGHT,
  BOX_WIDTH,
  COLUMN_GAP,
  gamesById,
  layoutBracket,
  ROW_HEIGHT,
  sideLabel,
} from '../../shared/league/bracket/layout';
import classes from './Bracket.module.css';
import { fitText, textWidth } from './fitText';

const ROUND_TITLE = 20;
/** the text's inset from the box's edges, and the least room between a name and its score */
const PAD = 8;
const SCORE_GAP = 8;
/** the sizes of Bracket.module.css: a team's name and score, a TBD side */
const TEAM_SIZE = 13;
const TBD_SIZE = 12;

/**
 * A side's label cut to fit beside its score (the list below the picture and the label's tooltip give it
 * in full).
 */
function boxLabel(label: string, score: number | null, bold: boolean, tbd: boolean) {
  const scoreWidth = score === null ? 0 : textWidth(String(score), TEAM_SIZE, bold) + SCORE_GAP;
  return fitText(label, BOX_WIDTH - 2 * PAD - scoreWidth, tbd ? TBD_SIZE : TEAM_SIZE, bold);
}

/**
 * The bracket drawn in plain SVG: a column per round, a box per game (its date linking to the game's
 * summary, "(seed) Team  score" per side with the winner bold, team names linking to their pages) and a
 * line from each game to the side its winner plays (drawn so that no two lines cross). Scrolls sideways
 * inside its own focusable region.
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
            <path
              key={line.key}
              d={line.d}
              className={classes.line}
              data-testid="bracket-line"
              data-to={`${line.to.gameId} ${line.to.side}`}
            />
          ))}
          {games.map(({ game, x, y, sides, rowTop }) => (
            <g
              key={game.gameId}
              transform={`translate(${x} ${y})`}
              data-testid="bracket-box"
              data-game={game.gameId}
            >
              <rect
                width={BOX_WIDTH}
                height={BOX_HEIGHT}
                rx={6}
                className={game.conflict ? classes.boxConflict : classes.box}
              />
              {/* pointer only: the picture is hidden from screen readers and the keyboard, the list below has the same links */}
              <a
                href={siteRoute.gameSummary.href({ gameId: game.gameId })}
                onClick={follow(siteRoute.gameSummary.href({ gameId: game.gameId }))}
                tabIndex={-1}
              >
                <text x={8} y={15} className={classes.when}>
                  {monthAndDay(game.date)} · {formatTime(game.time)}
                  {game.championship ? ' · Championship' : ''}
                </text>
              </a>
              {sides.map((side) => {
                const team = game[side];
                const top = rowTop[side];
                const won = game.winner === side;
                const full = sideLabel(team, byId);
                const label = boxLabel(full, team.score, won, !team.teamId);
                const baseline = top + ROW_HEIGHT / 2 + 5;
                return (
                  <g
                    key={side}
                    className={won ? classes.winner : undefined}
                    data-testid="bracket-side"
                    data-side={side}
                  >
                    {label !== full && <title>{full}</title>}
                    <line x1={0} x2={BOX_WIDTH} y1={top} y2={top} className={classes.divider} />
                    {team.teamId ? (
                      <a
                        href={siteRoute.team.href({ teamId: team.teamId })}
                        onClick={follow(siteRoute.team.href({ teamId: team.teamId }))}
                        tabIndex={-1}
                      >
                        <text x={PAD} y={baseline} className={classes.team} data-testid="bracket-name">
                          {label}
                        </text>
                      </a>
                    ) : (
                      <text x={PAD} y={baseline} className={classes.tbd} data-testid="bracket-name">
                        {label}
                      </text>
                    )}
                    {team.score !== null && (
                      <text
                        x={BOX_WIDTH - PAD}
                        y={baseline}
                        textAnchor="end"
                        className={classes.score}
                        data-testid="bracket-score"
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
