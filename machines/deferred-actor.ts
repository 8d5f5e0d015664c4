import type { AnyActorRef, Observer, Subscription } from 'xstate';

/**
 * What the page's parts use of an actor: read its snapshot, follow it, tell it, start it. The
 * real actor (xstate's) and a deferred one (below) both are one.
 */
export type ActorUse<A extends AnyActorRef> = Pick<A, 'getSnapshot' | 'subscribe' | 'send'> & {
  start(): unknown;
};

/** An actor whose statechart (and xstate) loads later; `ready` loads it and gives it. */
export type DeferredActor<A extends AnyActorRef> = ActorUse<A> & {
  ready(): Promise<A>;
  /** The real actor is here. */
  readonly loaded: boolean;
};

export interface DeferredOptions {
  /**
   * An event sent before the code is here starts loading it (a visitor's tap); a function says
   * whether it does at the time of the event.
   */
  loadOnSend: boolean | (() => boolean);
}

type Snapshot<A extends AnyActorRef> = ReturnType<A['getSnapshot']>;

/**
 * An actor that the page's parts use at once while its statechart's code loads later (issue 26,
 * decision 027): until then it shows `light` (what the real actor's first snapshot is, which
 * the server rendered) and keeps the events sent to it, in order; once the real actor is here
 * it is started (if asked), given those events, and followed by everyone who followed the light
 * one. So the shell hydrates without xstate and its machines, which load after interaction.
 */
export function deferredActor<A extends AnyActorRef>(
  create: () => A | Promise<A>,
  light: Snapshot<A>,
  { loadOnSend }: DeferredOptions,
): DeferredActor<A> {
  type Follower = { observer: Partial<Observer<Snapshot<A>>>; sub?: Subscription };
  let real: A | undefined;
  let loading: Promise<A> | undefined;
  let started = false;
  const queue: Parameters<A['send']>[0][] = [];
  const followers = new Set<Follower>();
  const arrived = (actor: A): A => {
    real = actor;
    if (started) actor.start();
    for (const event of queue.splice(0)) actor.send(event);
    for (const f of followers) {
      f.sub = actor.subscribe(f.observer);
      // The snapshot changed from the light one to the real one's: say so.
      f.observer.next?.(actor.getSnapshot() as Snapshot<A>);
    }
    return actor;
  };
  // Code already here makes the actor at once: an event is then answered synchronously. A
  // failed load (offline) leaves the light state; the next ask tries again.
  const ready = (): Promise<A> => {
    if (real) return Promise.resolve(real);
    if (loading) return loading;
    const made = create();
    if (!(made instanceof Promise)) return Promise.resolve(arrived(made));
    return (loading = made.then(arrived, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  };
  const subscribe = (
    next: Partial<Observer<Snapshot<A>>> | ((value: Snapshot<A>) => void),
    error?: (error: unknown) => void,
    complete?: () => void,
  ): Subscription => {
    const observer = typeof next === 'function' ? { next, error, complete } : next;
    if (real) return real.subscribe(observer);
    const follower: Follower = { observer };
    followers.add(follower);
    return {
      unsubscribe() {
        followers.delete(follower);
        follower.sub?.unsubscribe();
      },
    };
  };
  const deferred = {
    getSnapshot: () => (real ? real.getSnapshot() : light),
    subscribe,
    send(event: Parameters<A['send']>[0]) {
      if (real) return real.send(event);
      queue.push(event);
      if (typeof loadOnSend === 'function' ? loadOnSend() : loadOnSend)
        ready().catch(() => undefined);
    },
    start() {
      started = true;
      if (real) real.start();
    },
    ready,
    get loaded() {
      return real !== undefined;
    },
  };
  return deferred as unknown as DeferredActor<A>;
}

/** Resolves once an actor's code is here (at once for a real one). */
export const actorReady = (actor: object): Promise<unknown> =>
  'ready' in actor && typeof actor.ready === 'function'
    ? (actor.ready as () => Promise<unknown>)()
    : Promise.resolve();

/** The actor's code is here (always for a real one). */
export const actorLoaded = (actor: object): boolean =>
  !('loaded' in actor) || actor.loaded === true;

/** A state value matches another as xstate's `matches` says (a parent and its children). */
export function matchesValue(value: unknown, test: unknown): boolean {
  if (typeof test === 'string')
    return typeof value === 'string'
      ? value === test
      : typeof value === 'object' && value !== null && test in value;
  if (typeof value !== 'object' || value === null) return false;
  const parts = value as Record<string, unknown>;
  return Object.entries(test as object).every(([k, v]) => k in parts && matchesValue(parts[k], v));
}
