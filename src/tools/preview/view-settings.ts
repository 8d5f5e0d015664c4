import { useEffect, useState } from 'react';

/**
 * How an editor likes the preview laid out (the editor column's width, line wrap, the widths shown,
 * the zoom), kept in this browser: not part of any document.
 */
export interface ViewSettings {
  editorWidth: number;
  wrap: boolean;
  /** The widths shown, in px; 390 and 1366 unless changed. */
  widths: number[];
  /** 'fit' or a scale (1 is full size). */
  zoom: 'fit' | number;
}

export const PHONE = 390;
export const DESKTOP = 1366;
export const MIN_WIDTH = 280;
export const MAX_WIDTH = 2560;
export const ZOOMS = [0.25, 0.5, 0.75, 1, 1.25] as const;
const KEY = 'wx-preview:view';
const DEFAULTS: ViewSettings = { editorWidth: 560, wrap: true, widths: [PHONE, DESKTOP], zoom: 1 };

function read(): ViewSettings {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ViewSettings>;
    const widths = Array.isArray(v.widths)
      ? v.widths.filter((w) => Number.isInteger(w) && w >= MIN_WIDTH && w <= MAX_WIDTH)
      : DEFAULTS.widths;
    return {
      editorWidth:
        typeof v.editorWidth === 'number' && v.editorWidth >= 320 && v.editorWidth <= 1200
          ? v.editorWidth
          : DEFAULTS.editorWidth,
      wrap: typeof v.wrap === 'boolean' ? v.wrap : DEFAULTS.wrap,
      widths: widths.length > 0 ? widths : DEFAULTS.widths,
      zoom:
        v.zoom === 'fit' || (ZOOMS as readonly unknown[]).includes(v.zoom)
          ? (v.zoom as ViewSettings['zoom'])
          : DEFAULTS.zoom,
    };
  } catch {
    return DEFAULTS;
  }
}

export function useViewSettings(): [ViewSettings, (change: Partial<ViewSettings>) => void] {
  const [settings, setSettings] = useState(read);
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify(settings));
    } catch {
      // kept for this page only
    }
  }, [settings]);
  return [settings, (change) => setSettings((s) => ({ ...s, ...change }))];
}
