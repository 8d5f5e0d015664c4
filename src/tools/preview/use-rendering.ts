import { useEffect, useState } from 'react';
import { api, ApiError } from './api.ts';
import type { Moment, Rendering } from './api.ts';
import { formatAsOf } from './nz-time.ts';

/** How long typing must pause before the page is rendered again. */
export const RENDER_DEBOUNCE_MS = 300;

export interface RenderingState {
  rendering: Rendering | null;
  /** The moment of `rendering`: a frame's own requests are answered at it. */
  moment: Moment;
  /** What the editor is told about the rendering. */
  status: string;
  /** The live site would answer this description with its error page. */
  refused: boolean;
}

export function describeRendering(rendering: Rendering): string {
  const when = `${formatAsOf(Date.parse(rendering.asOf))}${rendering.storm ? ', on a storm day' : ''}`;
  return rendering.status >= 500
    ? `The live site would refuse this page: visitors would get its error page, with status ${rendering.status} (see the errors). Shown as of ${when}.`
    : `Rendered as of ${when}.`;
}

/**
 * The server's rendering of `value` (the parsed description) at `moment`, again after each pause
 * in typing. Text that does not parse keeps the last rendering.
 */
export function useRendering(value: unknown, moment: Moment): RenderingState {
  const [state, setState] = useState<RenderingState>({
    rendering: null,
    moment,
    status: 'Rendering…',
    refused: false,
  });
  useEffect(() => {
    if (value === undefined) {
      setState((s) => ({
        ...s,
        status: 'The JSON does not parse yet: showing the last rendering.',
      }));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => ({ ...s, status: 'Rendering…' }));
      try {
        const rendering = await api.render(value, moment, controller.signal);
        setState({
          rendering,
          moment: { asOf: Date.parse(rendering.asOf), storm: rendering.storm },
          status: describeRendering(rendering),
          refused: rendering.status >= 500,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const why = error instanceof ApiError ? error.message : String(error);
        setState((s) => ({ ...s, status: `The rendering failed: ${why}` }));
      }
    }, RENDER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, moment.asOf, moment.storm]);
  return state;
}
