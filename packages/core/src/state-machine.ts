/**
 * The shape every lifecycle takes (STYLE habit 11, decision 0012): statuses, events and one table of allowed
 * transitions. Each lifecycle module (checkout/booking-status.ts, checkout/order-status.ts,
 * missions/mission-status.ts…) writes its table and its story; this only reads tables, so the
 * lifecycles cannot drift apart in how an illegal step is refused.
 */
import { AppError, type ErrorCode } from './errors.ts';

/** `null` stands for "not created yet": the events that create a row start from it. */
export type Transitions<Status extends string, Event extends string> = Record<Event, readonly (readonly [from: Status | null, to: Status])[]>;

export interface StateMachine<Status extends string, Event extends string> {
  /** The status after `event`, or null when the event is not allowed in `status`. */
  transitionOf(status: Status | null, event: Event): Status | null;
  canApply(status: Status | null, event: Event): boolean;
  /** The status after `event`; an illegal transition (a stale page, a race) throws the machine's conflict. */
  nextStatus(status: Status | null, event: Event): Status;
  /**
   * The statuses `event` may leave, for an UPDATE's guard (WHERE status IN …): the database row is
   * the truth at the moment of writing, so a racing change makes the guarded UPDATE touch nothing.
   */
  fromStatuses(event: Event): readonly Status[];
  /**
   * A change of existing rows by `event`, as a guarded UPDATE writes it: SET status = `to` WHERE
   * status IN `from`. Only for events that lead every status they leave to one status.
   */
  step(event: Event): { from: readonly Status[]; to: Status };
  /** Nothing leads out of a final status. */
  isFinalStatus(status: Status): boolean;
  /** The table as lines 'from -event-> to' ('new' for creation), in the table's order: what a reader or a review checks. */
  describe(): string[];
}

export function stateMachine<Status extends string, Event extends string>(
  statuses: readonly Status[],
  transitions: Transitions<Status, Event>,
  conflict: ErrorCode,
): StateMachine<Status, Event> {
  const transitionOf = (status: Status | null, event: Event): Status | null => transitions[event].find(([from]) => from === status)?.[1] ?? null;
  const leaving = new Set(Object.values<readonly (readonly [Status | null, Status])[]>(transitions).flatMap((pairs) => pairs.map(([from]) => from)));
  return {
    transitionOf,
    canApply: (status, event) => transitionOf(status, event) !== null,
    nextStatus(status, event) {
      const next = transitionOf(status, event);
      if (next === null) throw new AppError(conflict, { status: status ?? 'new', event });
      return next;
    },
    fromStatuses: (event) => transitions[event].flatMap(([from]) => (from === null ? [] : [from])),
    step(event) {
      const pairs = transitions[event].filter((pair): pair is readonly [Status, Status] => pair[0] !== null);
      const targets = new Set(pairs.map(([, to]) => to));
      const [to] = targets;
      // A programming error, not a user's: the event creates rows, or its table sends statuses apart.
      if (to === undefined || targets.size > 1) throw new Error(`${event} is not one step from existing statuses to one status`);
      return { from: pairs.map(([from]) => from), to };
    },
    isFinalStatus: (status) => statuses.includes(status) && !leaving.has(status),
    describe: () => Object.entries<readonly (readonly [Status | null, Status])[]>(transitions).flatMap(([event, pairs]) => pairs.map(([from, to]) => `${from ?? 'new'} -${event}-> ${to}`)),
  };
}
