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

/**
 * One width of the preview: the rendered page in a frame sandboxed without `allow-same-origin`
 * (an opaque origin: the page's scripts run, the tools' cookies, storage and DOM stay out of
 * reach), talking to the editor only by messages (frame/messages.ts). Links open in a new tab.
 */
export function PreviewFrame(props: Props) {
  const { html, width, height, scale, selecting, selectedKey } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const send = (message: ToolsMessage) =>
    frame.current?.contentWindow?.postMessage({ source: TOOLS_SOURCE, ...message }, '*');

  useEffect(() => {
    const answer = async (request: FrameFetch) => {
      const { page, moment } = latest.current;
      const prefix = apiPrefix();
      // The page asks for its own description by its address, which in a frame is 'srcdoc'.
      const own = page && [`${prefix}/pages${page.url}`, `${prefix}/pagessrcdoc`];
      if (request.method === 'GET' && own?.includes(request.url.split('?')[0] ?? '')) {
        const body = JSON.stringify(page?.description);
        send({
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
        send({ type: 'fetched', id: request.id, ...res });
      } catch (error) {
        send({ type: 'fetch-failed', id: request.id, message: String(error) });
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        setFailure(null);
        send({ type: 'mode', selecting: latest.current.selecting });
        send({ type: 'selected', key: latest.current.selectedKey, reveal: false });
        if (scrollY.current > 0) send({ type: 'scrollTo', scrollY: scrollY.current });
      } else if (message.type === 'scroll') scrollY.current = message.scrollY;
      else if (message.type === 'select') latest.current.onSelect?.(message.key);
      else if (message.type === 'failed') setFailure(message.message);
      else if (message.type === 'fetch') void answer(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => send({ type: 'mode', selecting }), [selecting]);
  useEffect(() => send({ type: 'selected', key: selectedKey, reveal: true }), [selectedKey]);

  return (
    <figure className="tools-frame">
      <figcaption>{props.caption}</figcaption>
      <div className="tools-frame__box" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title={props.title}
          // Scripts, but an opaque origin; links and the search form open the live site.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
          srcDoc={html}
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
      {failure ? (
        <p className="tools-frame__failure" role="alert">
          A script of the page failed in this frame: {failure}
        </p>
      ) : null}
    </figure>
  );
}
