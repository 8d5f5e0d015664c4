import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError, conflictOf } from './api.ts';
import type { DraftSummary, SaveConflict } from './api.ts';
import { documentAddress, documentTitle } from './document.ts';
import type { DocumentSource, EditorDocument } from './document.ts';
import { formatAsOf } from './nz-time.ts';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved.ts';
import type { UnsavedChanges } from './unsaved.ts';

/** Unsaved changes are kept this long after the last keystroke (and before the page goes). */
const KEEP_AFTER_MS = 400;
/** Tabs of this browser tell each other of the drafts they save. */
const CHANNEL = 'wx-preview-drafts';

export interface SessionState {
  source: DocumentSource;
  text: string;
  savedText: string;
  dirty: boolean;
  message: string;
  /** Unsaved changes of this document found in the browser, offered back. */
  offer: UnsavedChanges | null;
  conflict: SaveConflict | null;
  /** A version of this draft saved in another tab since this one opened or saved it. */
  savedElsewhere: number | null;
  /** False when the browser would not keep the unsaved changes (storage full or off). */
  kept: boolean;
  saving: boolean;
}

export interface Session extends SessionState {
  setText(text: string): void;
  setMessage(message: string): void;
  /** Saves: a new draft, the draft's next version, or (after a conflict) over the newer one. */
  save(how?: 'version' | 'new-draft' | 'over-newer'): Promise<void>;
  discardOffer(): void;
  takeOffer(): UnsavedChanges | null;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * One open document (issue 23): its text against the text as opened or last saved, unsaved
 * changes kept in the browser and offered back, saves that keep the address and the document in
 * step, and the refusal of a save of a draft someone saved since.
 */
export function useDocumentSession(loaded: EditorDocument, sessionKey: string): Session {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() => {
    const found = storage() && readUnsaved(storage() as Storage, loaded.source);
    return {
      source: loaded.source,
      text: loaded.text,
      savedText: loaded.text,
      dirty: false,
      message: loaded.message,
      offer: found && found.text !== loaded.text ? found : null,
      conflict: null,
      savedElsewhere: null,
      kept: true,
      saving: false,
    };
  });
  const current = useRef(state);
  current.current = state;
  const update = (change: Partial<SessionState>) =>
    setState((s) => {
      const next = { ...s, ...change };
      return { ...next, dirty: next.text !== next.savedText };
    });

  // The same session after a save moved the address: the loader's document is the saved one.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    update({ source: loaded.source, savedText: loaded.text });
  }, [loaded]);

  // Unsaved changes into the browser, shortly after typing stops (not while an offer waits).
  useEffect(() => {
    const store = storage();
    if (!store || state.offer) return;
    const timer = setTimeout(() => {
      const s = current.current;
      update({ kept: keepUnsaved(store, s.source, s.text, s.savedText, Date.now()) });
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.text, state.savedText, state.offer]);

  // Another document opened in the tools ends this session: keep what the timer had not kept yet
  // (leaving within KEEP_AFTER_MS of the last keystroke lost the change: its timer was cleared).
  useEffect(
    () => () => {
      const s = current.current;
      const store = storage();
      if (store && s.dirty && !s.offer)
        keepUnsaved(store, s.source, s.text, s.savedText, Date.now());
    },
    [],
  );

  // Leaving the page with unsaved changes: the browser asks (they are kept here too).
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      const s = current.current;
      if (!s.dirty) return;
      const store = storage();
      if (store && !s.offer) keepUnsaved(store, s.source, s.text, s.savedText, Date.now());
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);

  // Another tab saved this draft: say so before a save here is refused.
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<{ id?: string; version?: number }>) => {
      const s = current.current.source;
      const { id, version } = event.data ?? {};
      if (s.kind === 'draft' && id === s.id && typeof version === 'number' && version > s.latest)
        update({ savedElsewhere: version });
    };
    return () => ch.close();
  }, []);

  const saved = (draft: DraftSummary, text: string, message: string) => {
    const before = current.current.source;
    const source: DocumentSource = {
      kind: 'draft',
      id: draft.id,
      version: draft.version,
      latest: draft.version,
      path: draft.path,
      owner: draft.owner,
    };
    const store = storage();
    if (store) {
      // The changes are the draft's now: neither the page's nor the old draft's to offer again.
      forgetUnsaved(store, before);
      keepUnsaved(store, source, current.current.text, text, Date.now());
    }
    update({
      source,
      savedText: text,
      conflict: null,
      savedElsewhere: null,
      message,
      saving: false,
    });
    channel.current?.postMessage({ id: draft.id, version: draft.version });
    navigate(documentAddress(source), {
      replace: before.kind === 'draft' && before.id === draft.id,
      state: { continues: sessionKey },
    });
  };

  async function save(how: 'version' | 'new-draft' | 'over-newer' = 'version') {
    const s = current.current;
    const text = s.text;
    let path = s.source.kind === 'new' ? '' : s.source.path;
    try {
      const url = (JSON.parse(text) as { url?: unknown } | null)?.url;
      if (typeof url === 'string') path = url;
    } catch {
      // a draft may be invalid JSON: kept as typed, named by the document's path
    }
    update({ saving: true });
    try {
      if (s.source.kind === 'draft' && how !== 'new-draft') {
        const base =
          how === 'over-newer' && s.conflict ? s.conflict.current.version : s.source.latest;
        const draft = await api.saveVersion(s.source.id, text, path, base);
        saved(draft, text, `Saved as version ${draft.version} of this draft.`);
      } else {
        const draft = await api.createDraft(text, path);
        saved(draft, text, 'Saved as a new draft (version 1).');
      }
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) {
        const by = conflict.current.savedBy || 'an editor';
        const at = conflict.current.savedAt ? formatAsOf(Date.parse(conflict.current.savedAt)) : '';
        update({
          conflict,
          saving: false,
          message: `Not saved: ${documentTitle(s.source)} was saved again since you opened version ${conflict.baseVersion} (version ${conflict.current.version}, by ${by}${at ? ` at ${at}` : ''}). Your changes are still here.`,
        });
        return;
      }
      const why = error instanceof ApiError ? error.message : String(error);
      update({ saving: false, message: `The draft was not saved: ${why}` });
    }
  }

  return {
    ...state,
    setText: (text) => update({ text }),
    setMessage: (message) => update({ message }),
    save,
    discardOffer() {
      const store = storage();
      if (store) forgetUnsaved(store, current.current.source);
      update({ offer: null, message: 'The unsaved changes kept in this browser were discarded.' });
    },
    takeOffer() {
      const offer = current.current.offer;
      update({ offer: null });
      return offer;
    },
  };
}
