import { useEffect, useMemo, useState } from 'react';
import { api, ApiError, livePage } from './api.ts';
import type { Moment, Rendering } from './api.ts';
import { DiffList } from './DiffList.tsx';
import { diffByPointer } from './json-diff.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

interface Props {
  /** The draft's description (undefined while the text does not parse). */
  draft: unknown;
  pageUrl: string;
  draftHtml: string;
  moment: Moment;
  width: number;
  height: number;
  scale: number;
}

type Live =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; description: unknown; rendering: Rendering };

/**
 * "Compare with live": the live page and the draft side by side at one width and the same moment,
 * and the differences of their descriptions by JSON pointer.
 */
export function CompareView({ draft, pageUrl, draftHtml, moment, width, height, scale }: Props) {
  const [live, setLive] = useState<Live>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLive({ state: 'loading' });
    (async () => {
      const description = await livePage(pageUrl);
      if (description === null) return setLive({ state: 'none' });
      const rendering = await api.render(description, moment);
      if (current) setLive({ state: 'ready', description, rendering });
    })().catch((error: unknown) => {
      if (current)
        setLive({
          state: 'failed',
          message: error instanceof ApiError ? error.message : String(error),
        });
    });
    return () => {
      current = false;
    };
  }, [pageUrl, moment.asOf, moment.storm]);
  const diff = useMemo(
    () =>
      live.state === 'ready' && draft !== undefined ? diffByPointer(live.description, draft) : [],
    [live, draft],
  );
  const frame = (title: string, caption: string, html: string, page: unknown) => (
    <PreviewFrame
      title={title}
      caption={caption}
      html={html}
      width={width}
      height={height}
      scale={scale}
      selecting={false}
      selectedKey={null}
      moment={moment}
      page={{ url: pageUrl, description: page }}
    />
  );
  return (
    <div className="tools-compare">
      <div className="tools-frames">
        {live.state === 'ready' ? (
          frame(
            `Live page ${pageUrl} (${width} px)`,
            `Live: ${pageUrl}`,
            live.rendering.html,
            live.description,
          )
        ) : (
          <p className="tools-compare__note" role="status">
            {live.state === 'loading'
              ? `Loading the live page ${pageUrl}…`
              : live.state === 'none'
                ? `No live page has the path ${pageUrl}: this draft would be a new page.`
                : `The live page could not be shown: ${live.message}`}
          </p>
        )}
        {frame(`This draft (${width} px)`, 'This draft', draftHtml, draft)}
      </div>
      <h2>Differences from the live page</h2>
      {draft === undefined ? (
        <p>The JSON does not parse yet: the differences wait for it.</p>
      ) : live.state === 'ready' ? (
        <DiffList diff={diff} before="live" after="draft" />
      ) : live.state === 'none' ? (
        <p>Everything in this draft is new.</p>
      ) : null}
    </div>
  );
}
