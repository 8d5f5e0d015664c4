/**
 * What the preview's frames and the editor say to each other (window.postMessage). A frame is a
 * sandboxed document of an opaque origin: it can reach the editor only through these messages,
 * and the editor believes a message only from a frame it made (event.source).
 */

/** Marks a message from a preview frame. */
export const FRAME_SOURCE = 'wx-preview-frame';
/** Marks a message from the editor to a frame. */
export const TOOLS_SOURCE = 'wx-preview-tools';

/** The module's marker on the preview's HTML (server/tools/module-markers.ts). */
export const MODULE_KEY_ATTRIBUTE = 'data-wx-key';

/** A frame's request of the site's API, answered by the editor (the frame has no cookies). */
export interface FrameFetch {
  type: 'fetch';
  id: number;
  method: string;
  /** Path and query on the site ('/api/warnings-service/town/auckland'). */
  url: string;
  /** A text body (search queries); none for GET. */
  body?: string;
}

export type FrameMessage =
  | { type: 'ready'; scrollY: number }
  | { type: 'select'; key: string }
  | { type: 'scroll'; scrollY: number }
  | { type: 'failed'; message: string }
  | FrameFetch;

export type ToolsMessage =
  /** Clicks on a module select it (true), or do what they do on the site (false). */
  | { type: 'mode'; selecting: boolean }
  /** Outline this module (null: none), and scroll it into view when asked. */
  | { type: 'selected'; key: string | null; reveal: boolean }
  | { type: 'scrollTo'; scrollY: number }
  | {
      type: 'fetched';
      id: number;
      status: number;
      contentType: string;
      body: string;
    }
  | { type: 'fetch-failed'; id: number; message: string };

export const isFrameMessage = (data: unknown): data is FrameMessage & { source: string } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === FRAME_SOURCE &&
  typeof (data as { type?: unknown }).type === 'string';
