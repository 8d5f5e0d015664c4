import { useEffect, useState } from 'react';
import { apiPrefix } from '../settings.ts';

/** How long typing must pause before the page is rendered again. */
export const RENDER_DEBOUNCE_MS = 300;

/**
 * The server's rendering of `value` (the parsed description) as of `asOf` (a datetime-local
 * value), again after each pause in typing. Text that does not parse keeps the last rendering.
 */
export function useRendering(value: unknown, asOf: string) {
  const [html, setHtml] = useState<string | null>(null);
  const [status, setStatus] = useState('Rendering…');
  useEffect(() => {
    if (value === undefined) {
      setStatus('The JSON does not parse yet: showing the last rendering.');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('Rendering…');
      try {
        const when = new Date(asOf);
        const res = await fetch(`${apiPrefix()}/preview/render`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            description: value,
            asOf: Number.isNaN(when.getTime()) ? undefined : when.toISOString(),
          }),
          signal: controller.signal,
        });
        if (!res.ok) {
          setStatus(`The rendering failed (the server answered ${res.status}).`);
          return;
        }
        setHtml(await res.text());
        const at = when.toLocaleString('en-NZ');
        setStatus(
          res.headers.get('x-preview-status') === '500'
            ? `The live site would refuse this page (see the errors): visitors would get its error page, with status 500, shown here as of ${at}.`
            : `Rendered as of ${at}.`,
        );
      } catch (error) {
        if (!controller.signal.aborted) setStatus(`The rendering failed: ${String(error)}`);
      }
    }, RENDER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, asOf]);
  return { html, status };
}
