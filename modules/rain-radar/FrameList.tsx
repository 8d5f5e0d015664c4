import type { RadarFrameSummary } from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { describeRadarFrame } from '#engine/vocabulary/radar-frames.ts';

/**
 * Every frame as a list, for visitors without JavaScript (who cannot play or step the map): each
 * frame's NZ time and what it shows, the one on the map marked. Rendered by the server only, in a
 * `noscript`, so it costs the browser's bundle nothing.
 */
export function FrameList({ timeline }: { timeline: readonly RadarFrameSummary[] }) {
  const first = timeline[0];
  const latest = timeline.at(-1);
  if (!first || !latest) return null;
  return (
    <details className="wx-radar__frames">
      <summary>
        All {timeline.length} frames, {formatNzTime(first.time)} to {formatNzTime(latest.time)}
      </summary>
      <ol>
        {timeline.map((s) => (
          <li key={s.time} aria-current={s === latest ? 'true' : undefined}>
            <time dateTime={s.time}>{formatNzTime(s.time)}</time>: {describeRadarFrame(s, '')}
            {s === latest ? ' On the map.' : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
