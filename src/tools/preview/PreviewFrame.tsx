import { useEffect, useRef, useState } from 'react';
import { apiPrefix } from '../settings.ts';
import { api } from './api.ts';
import type { Moment } from './api.ts';
import { isFrameMessage, TOOLS_SOURCE } from './frame/messages.ts';
import type { FrameFetch, ToolsMessage } from './frame/messages.ts';

interface Props {
  title: string;
  caption: string;
  html: string;
  width: number;
  height: number;
  scale: number;
  /** Clicks on modules select them (else the page works as on the site). */
  selecting: boolean;
  selectedKey: string | null;
  /** The moment the HTML was rendered at: the frame's own requests are answered at it too. */
  moment: Moment;
  /** The page's own description, which the page's scripts may ask the pages API for. */
  page: { url: string; description: unknown } | null;
  onSelect?(key: string): void;
}

/** One rendering in its own frame element. */
interface FrameDocument {
  id: number;
  html: string;
}

/**
 * One width of the preview: the rendered page in a frame sandboxed without `allow-same-origin`
 * (an opaque origin: the page's scripts run, the tools' cookies, storage and DOM stay out of
 * reach), talking to the editor only by messages (frame/messages.ts). Links open in a new tab.
 *
 * Each rendering goes into a new frame element, loaded behind the one shown and put in its place
 * once its page has started: giving the same frame a new `srcdoc` is a navigation of the frame that
 * adds an entry to the browser's history once its previous document has loaded, so the back button
 * stepped through the renderings (one per width) instead of going back to the previous document.
 * A new element's first document adds none, and the page shown never goes blank meanwhile.
 */
export function PreviewFrame(props: Props) {
  const { html, width, height, scale, selecting, selectedKey } = props;
  // None before the first rendering: the box waits empty, and the first frame is the page's.
  const [frames, setFrames] = useState<{
    shown: FrameDocument | null;
    next: FrameDocument | null;
  }>(() => ({ shown: html ? { id: 0, html } : null, next: null }));
  const elements = useRef(new Map<number, HTMLIFrameElement>());
  const scrollY = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const send = (to: Window | null | undefined, message: ToolsMessage) =>
    to?.postMessage({ source: TOOLS_SOURCE, ...message }, '*');
  const sendAll = (message: ToolsMessage) =>
    elements.current.forEach((el) => send(el.contentWindow, message));
  /** The rendering loaded behind takes the place of the one shown. */
  const promote = (id: number) =>
    setFrames((f) => (f.next?.id === id ? { shown: f.next, next: null } : f));

  useEffect(() => {
    setFrames((f) => {
      const last = f.next ?? f.shown;
      if ((last?.html ?? '') === html) return f;
      return { shown: f.shown, next: { id: (last?.id ?? 0) + 1, html } };
    });
  }, [html]);

  useEffect(() => {
    const answer = async (to: Window, request: FrameFetch) => {
      const { page, moment } = latest.current;
      const prefix = apiPrefix();
      // The page asks for its own description by its address, which in a frame is 'srcdoc'.
      const own = page && [`${prefix}/pages${page.url}`, `${prefix}/pagessrcdoc`];
      if (request.method === 'GET' && own?.includes(request.url.split('?')[0] ?? '')) {
        const body = JSON.stringify(page?.description);
        send(to, {
          type: 'fetched',
          id: request.id,
          status: 200,
          contentType: 'application/json',
          body,
        });
        return;
      }
      try {
        const res = await api.site(
          {
            method: request.method,
            url: request.url,
            ...(request.body ? { body: request.body } : {}),
          },
          moment,
        );
        send(to, { type: 'fetched', id: request.id, ...res });
      } catch (error) {
        send(to, { type: 'fetch-failed', id: request.id, message: String(error) });
      }
    };
    const onMessage = (event: MessageEvent) => {
      // Only a frame made here is believed; the one loading behind may ask for data too.
      const id = [...elements.current].find(([, el]) => el.contentWindow === event.source)?.[0];
      if (id === undefined || !isFrameMessage(event.data)) return;
      const from = event.source as Window;
      const message = event.data;
      if (message.type === 'ready') {
        setFailure(null);
        send(from, { type: 'mode', selecting: latest.current.selecting });
        send(from, { type: 'selected', key: latest.current.selectedKey, reveal: false });
        if (scrollY.current > 0) send(from, { type: 'scrollTo', scrollY: scrollY.current });
        promote(id);
      } else if (message.type === 'scroll') scrollY.current = message.scrollY;
      else if (message.type === 'select') latest.current.onSelect?.(message.key);
      else if (message.type === 'failed') setFailure(message.message);
      else if (message.type === 'fetch') void answer(from, message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => sendAll({ type: 'mode', selecting }), [selecting]);
  useEffect(() => sendAll({ type: 'selected', key: selectedKey, reveal: true }), [selectedKey]);

  return (
    <figure className="tools-frame">
      <figcaption>{props.caption}</figcaption>
      <div className="tools-frame__box" style={{ width: width * scale, height: height * scale }}>
        {[frames.shown, frames.next].map((doc) =>
          doc === null ? null : (
            <iframe
              key={doc.id}
              ref={(el) => {
                if (el) elements.current.set(doc.id, el);
                else elements.current.delete(doc.id);
              }}
              {...(doc === frames.shown
                ? { title: props.title, className: 'tools-frame__shown' }
                : { title: 'The next rendering, loading', inert: true, 'aria-hidden': true })}
              // Scripts, but an opaque origin; links and the search form open the live site.
              sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
              srcDoc={doc.html}
              // A page whose own script did not say it started is shown once it has loaded.
              onLoad={() => promote(doc.id)}
              style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
            />
          ),
        )}
      </div>
      {failure ? (
        <p className="tools-frame__failure" role="alert">
          A script of the page failed in this frame: {failure}
        </p>
      ) : null}
    </figure>
  );
}
