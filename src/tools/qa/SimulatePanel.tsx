import { useId, useState } from 'react';
import type { EventObject } from 'xstate';
import { eventLabel } from '#machines/testing/labels.ts';
import { liveEvent, plainEvent } from '#machines/testing/qa-paths.ts';
import type { EnabledEvent, QaSession } from '#machines/testing/session.ts';
import type { MockMode, Studio } from './use-studio.ts';

const KIND_TEXT: Record<EnabledEvent['kind'], string> = {
  event: 'event',
  answer: 'request succeeds',
  failure: 'request fails',
  timer: 'timer fires',
};

/** The event's fields but its type, as editable JSON. */
const payloadText = (event: EventObject) => {
  const { type: _type, ...rest } = plainEvent(event) as EventObject & Record<string, unknown>;
  return Object.keys(rest).length ? JSON.stringify(rest, null, 1) : '';
};

/** The payload QA typed, as the event to send, or why it is not one. */
function parsePayload(type: string, text: string): EventObject | string {
  if (text.trim() === '') return { type };
  try {
    const fields: unknown = JSON.parse(text);
    if (!fields || typeof fields !== 'object' || Array.isArray(fields))
      return 'The payload must be a JSON object of the event’s fields.';
    return liveEvent({ ...(fields as object), type });
  } catch (e) {
    return `The payload is not JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
}

function EventRow({
  item,
  studio,
  session,
}: {
  item: EnabledEvent;
  studio: Studio;
  session: QaSession;
}) {
  const id = useId();
  const [text, setText] = useState(() => payloadText(item.event));
  const [problem, setProblem] = useState<string | null>(null);
  const label = eventLabel(session.machine, item.event.type);
  const send = () => {
    const event = parsePayload(item.event.type, text);
    const refused = typeof event === 'string' ? event : session.refusal(event);
    setProblem(refused);
    if (typeof event !== 'string' && !refused) void studio.send(event);
  };
  return (
    <li className="qa-event">
      <div className="qa-event__head">
        <code>{label}</code> <span className="qa-small">{KIND_TEXT[item.kind]}</span>
        <button type="button" disabled={studio.busy} onClick={send} aria-describedby={`${id}-p`}>
          Send {label}
        </button>
      </div>
      {text !== '' ? (
        <label className="qa-event__payload">
          <span className="qa-small">Payload of {label} (JSON)</span>
          <textarea
            value={text}
            rows={Math.min(6, Math.max(1, text.split('\n').length))}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
          />
        </label>
      ) : null}
      <p id={`${id}-p`} role={problem ? 'alert' : undefined} className="qa-event__problem">
        {problem}
      </p>
    </li>
  );
}

function Mocks({ studio, session }: { studio: Studio; session: QaSession }) {
  const waiting = session.harness.pending();
  if (!waiting.length) return <p className="qa-small">No request is waiting for an answer.</p>;
  return (
    <ul className="qa-mocks">
      {waiting.map((id) => {
        const label = eventLabel(session.machine, `xstate.done.actor.${id}`).replace(/^done: /, '');
        return (
          <li key={id}>
            <label>
              Request <code>{label}</code> is waiting. Answer it:{' '}
              <select
                value={studio.mocks[id] ?? 'wait'}
                onChange={(e) => studio.setMock(id, e.target.value as MockMode)}
              >
                <option value="wait">delay: wait until I answer (or a timer fires)</option>
                <option value="success">success: at once, after every step</option>
                <option value="failure">failure: at once, after every step</option>
              </select>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Simulation: what the current state takes (machine events, answers to its requests, its timers),
 * each with its payload from the catalogue to edit and send; any other event by hand; and how the
 * machine's requests are mocked.
 */
export function SimulatePanel({ studio }: { studio: Studio }) {
  const session = studio.session;
  const [custom, setCustom] = useState('{ "type": "" }');
  const [problem, setProblem] = useState<string | null>(null);
  if (!session) return null;
  const enabled = session.enabled();
  const key = `${session.steps.length}-${studio.busy}`;
  const sendCustom = () => {
    try {
      const event = liveEvent(JSON.parse(custom) as EventObject);
      const refused =
        typeof event?.type === 'string' ? session.refusal(event) : 'An event needs a "type".';
      setProblem(refused);
      if (!refused) void studio.send(event);
    } catch (e) {
      setProblem(`Not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <section aria-labelledby="qa-simulate" className="qa-section">
      <h2 id="qa-simulate">Simulate</h2>
      <p className="qa-small">
        What the machine takes now. Edit a payload and send it; the step is added below the path.
      </p>
      <ul className="qa-events" key={key}>
        {enabled.map((item) => (
          <EventRow
            key={JSON.stringify(plainEvent(item.event))}
            item={item}
            studio={studio}
            session={session}
          />
        ))}
        {enabled.length === 0 && <li>The machine takes no event here.</li>}
      </ul>
      <label className="qa-event__payload">
        <span>Any event (JSON)</span>
        <textarea
          value={custom}
          rows={2}
          onChange={(e) => setCustom(e.target.value)}
          spellCheck={false}
        />
      </label>
      <button type="button" disabled={studio.busy} onClick={sendCustom}>
        Send this event
      </button>
      <p role={problem ? 'alert' : undefined} className="qa-event__problem">
        {problem}
      </p>
      <h3>Mock the machine’s requests</h3>
      <Mocks studio={studio} session={session} />
    </section>
  );
}
