import { WEEKDAYS, type ProposedGame } from '@league/contracts';
import { formatDate, formatTime, monthAndDay } from '@league/contracts/formatting';
import { VisuallyHidden } from '@mantine/core';
import type { CalendarWeek } from './calendar';
import classes from './ProposalCalendar.module.css';

export interface ProposalNames {
  /** "Aces vs Bears": the home team first */
  gameName: (game: ProposedGame) => string;
  venueName: (venueId: string) => string;
}

interface ProposalCalendarProps extends ProposalNames {
  weeks: readonly CalendarWeek[];
  /** the numbers (from 0) of the games selected, in the order they were */
  selected: readonly number[];
  /** the games not where the proposal put them */
  moved: ReadonlySet<number>;
  /** the games a rest rule forbids where they are */
  faulty: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

function GameCard({
  index,
  game,
  pressed,
  moved,
  faulty,
  names,
  onToggle,
}: {
  index: number;
  game: ProposedGame;
  pressed: boolean;
  moved: boolean;
  faulty: boolean;
  names: ProposalNames;
  onToggle: (index: number) => void;
}) {
  const marks = [moved && 'moved', faulty && 'to fix'].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      className={`${classes.game} ${moved ? classes.moved : ''}`}
      aria-pressed={pressed}
      onClick={() => onToggle(index)}
      data-testid="proposal-game"
      data-game={index + 1}
      data-date={game.date}
    >
      <span className={classes.number}>
        <span>Game {index + 1}</span>
        {marks && <span>{marks}</span>}
      </span>
      <VisuallyHidden>{formatDate(game.date)}: </VisuallyHidden>
      <span className={classes.matchup}>{names.gameName(game)}</span>
      <span className={classes.details}>
        {formatTime(game.time)} · {names.venueName(game.venueId)}
      </span>
    </button>
  );
}

/**
 * The proposal's weeks, Monday to Sunday, each game a card "Home vs Visitor · time · venue" that selects
 * it (a button: keyboard and screen reader alike), each blackout date and slot already booked shown on
 * its day.
 */
export function ProposalCalendar({
  weeks,
  selected,
  moved,
  faulty,
  onToggle,
  ...names
}: ProposalCalendarProps) {
  return (
    <div className={classes.calendar} data-testid="proposal-calendar">
      <div className={classes.weekdays} aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday}>{weekday}</div>
        ))}
      </div>
      {weeks.map((week) => {
        const hasGames = week.days.some((day) => day.games.length > 0);
        return (
          <section key={week.monday} className={classes.week} data-testid="proposal-week">
            <h3 className={classes.weekTitle}>
              Week of {formatDate(week.monday)}, {week.monday.slice(0, 4)}
            </h3>
            {!hasGames && <p className={classes.noGames}>No games this week.</p>}
            <div className={classes.days}>
              {week.days.map((day) => {
                const empty = day.games.length === 0 && day.booked.length === 0 && !day.blackout;
                return (
                  <div
                    key={day.date}
                    className={`${classes.day} ${empty ? classes.empty : ''} ${day.blackout ? classes.blackout : ''}`}
                    data-testid="proposal-day"
                    data-date={day.date}
                  >
                    <h4 className={classes.dayTitle}>
                      <span className={classes.onlyNarrow}>{day.weekday}, </span>
                      {monthAndDay(day.date)}
                      {day.blackout && ' · blackout date'}
                    </h4>
                    {(day.games.length > 0 || day.booked.length > 0) && (
                      <ul className={classes.items}>
                        {day.games.map(({ index, game }) => (
                          <li key={index}>
                            <GameCard
                              index={index}
                              game={game}
                              pressed={selected.includes(index)}
                              moved={moved.has(index)}
                              faulty={faulty.has(index)}
                              names={names}
                              onToggle={onToggle}
                            />
                          </li>
                        ))}
                        {day.booked.map((slot) => (
                          <li key={`${slot.time} ${slot.venueId}`} className={classes.booked}>
                            Booked already: {formatTime(slot.time)} · {names.venueName(slot.venueId)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
