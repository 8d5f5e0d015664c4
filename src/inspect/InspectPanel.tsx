import { useState, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyActorRef, AnyEventObject, InspectionEvent, StateValue } from 'xstate';
import type { PathFile } from '#machines/testing/qa-paths.ts';
import { eventText, stateText } from './format.ts';

/**
 * `?inspect` on any visitor page: a panel listing the page's actors, each one's current state and
 * the events it received, from XState's inspection API (each actor system's `inspect`). Loaded by
 * a dynamic import only when the query asks for it, so visitors never download it. A recorded
 * actor's events export as a QA path file (a machine id and its events, with the states reached).
 */
const KEEP = 25;

interface Received {
  event: AnyEventObject;
  state: StateValue | undefined;
  at: number;
}
interface Watched {
  name: string;
  actor: AnyActorRef;
  received: Received[];
}

function watch(actors: Record<string, AnyActorRef>) {
  const listeners = new Set<() => void>();
  let version = 0;
  const bump = () => {
    version++;
    listeners.forEach((l) => l());
  };
  const watched: Watched[] = Object.entries(actors).map(([name, actor]) => ({
    name,
    actor,
    received: [],
  }));
  for (const w of watched) {
    w.actor.system.inspect((e: InspectionEvent) => {
      // A snapshot event carries the event that made it: one entry per event the actor took.
      if (e.type !== '@xstate.snapshot' || e.actorRef !== w.actor) return;
      if (e.event.type === 'xstate.init') return bump();
      const value = (e.snapshot as { value?: StateValue }).value;
      w.received = [...w.received, { event: e.event, state: value, at: Date.now() }];
      bump();
    });
  }
  return {
    watched,
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    version: () => version,
  };
}

function recordedPath(w: Watched): PathFile {
  return {
    machine: w.name,
    description: `Recorded on ${location.pathname} at ${new Date().toISOString()}`,
    events: w.received.map((r) => r.event),
    states: w.received.map((r) => r.state ?? ''),
  };
}

function save(w: Watched) {
  const blob = new Blob([`${JSON.stringify(recordedPath(w), null, 2)}\n`], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), {
    href: url,
    download: `${w.name}-recorded.json`,
  }).click();
  URL.revokeObjectURL(url);
}

const box: CSSProperties = {
  position: 'fixed',
  right: 8,
  bottom: 8,
  zIndex: 2147483647,
  width: 'min(26rem, calc(100vw - 16px))',
  maxHeight: '60vh',
  overflow: 'auto',
  background: '#fff',
  color: '#1b1f24',
  border: '2px solid #0b3d5c',
  borderRadius: 8,
  font: '13px/1.4 system-ui, sans-serif',
  padding: '8px 12px',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
};

function Panel({ store }: { store: ReturnType<typeof watch> }) {
  useSyncExternalStore(store.subscribe, store.version);
  const [open, setOpen] = useState(true);
  return (
    <aside aria-label="Actor inspector" style={box}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 style={{ margin: 0, fontSize: 15 }}>Actor inspector</h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open &&
        store.watched.map((w) => {
          const snapshot = w.actor.getSnapshot() as { value?: StateValue; status?: string };
          return (
            <section key={w.name} aria-label={`Actor ${w.name}`} style={{ marginTop: 8 }}>
              <h3 style={{ margin: 0, fontSize: 14 }}>{w.name}</h3>
              <p style={{ margin: '2px 0' }}>
                State: <code data-actor-state={w.name}>{stateText(snapshot.value)}</code>
                {snapshot.status && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
              </p>
              <details>
                <summary>Events received: {w.received.length}</summary>
                <ol style={{ margin: 0, paddingLeft: 20 }}>
                  {w.received.slice(-KEEP).map((r, i) => (
                    <li key={i}>
                      <code>{eventText(r.event.type)}</code> → {stateText(r.state)}
                    </li>
                  ))}
                </ol>
              </details>
              {w.received.length > 0 && (
                <button type="button" onClick={() => save(w)}>
                  Save {w.name} events as a QA path
                </button>
              )}
            </section>
          );
        })}
    </aside>
  );
}

const isActor = (v: unknown): v is AnyActorRef =>
  typeof v === 'object' && v !== null && 'system' in v && 'getSnapshot' in v;

/** Mounts the panel in its own root; of what it is given, the actors are listed by name. */
export default function mountInspector(given: Record<string, unknown>): void {
  const actors = Object.fromEntries(Object.entries(given).filter(([, v]) => isActor(v)));
  const store = watch(actors as Record<string, AnyActorRef>);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Panel store={store} />);
}
