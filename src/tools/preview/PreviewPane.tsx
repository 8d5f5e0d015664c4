import { useEffect, useRef, useState } from 'react';
import type { Moment } from './api.ts';
import { CompareView } from './CompareView.tsx';
import { MomentControls } from './MomentControls.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { RenderingState } from './use-rendering.ts';
import { DESKTOP, MAX_WIDTH, MIN_WIDTH, PHONE, ZOOMS } from './view-settings.ts';
import type { ViewSettings } from './view-settings.ts';

interface Props {
  state: RenderingState;
  /** The moment asked for (the rendering may still show the previous one). */
  moment: Moment;
  onMoment(moment: Moment): void;
  siteNow: number;
  view: ViewSettings;
  onView(change: Partial<ViewSettings>): void;
  selectedKey: string | null;
  onSelectKey(key: string): void;
  /** The document's parsed description (undefined while it does not parse) and its url. */
  value: unknown;
  pageUrl: string;
}

/** How tall each width's window is: a phone's screen, a laptop's, else a common desktop's. */
const heightFor = (width: number) => (width <= 480 ? 844 : width <= 1440 ? 768 : 900);
/** 'Phone 390 px', 'Desktop 1366 px', '768 px'. */
const nameOf = (width: number) =>
  `${width === PHONE ? 'Phone ' : width === DESKTOP ? 'Desktop ' : ''}${width} px`;
const titleOf = (width: number) =>
  width === PHONE
    ? `Preview at phone width (${width} px)`
    : width === DESKTOP
      ? `Preview at desktop width (${width} px)`
      : `Preview at ${width} px`;

/**
 * The page as visitors get it, at each width the editor wants (phone and desktop, or any other),
 * full size or zoomed, its scripts running; a click on a module selects it (or, in "Use the page",
 * does what it does on the site). "Compare with live" puts the live page beside the draft.
 */
export function PreviewPane(props: Props) {
  const { state, view, onView } = props;
  const [selecting, setSelecting] = useState(true);
  const [comparing, setComparing] = useState(false);
  const [widthText, setWidthText] = useState('');
  const [widthError, setWidthError] = useState('');
  const area = useRef<HTMLDivElement>(null);
  const [areaWidth, setAreaWidth] = useState(800);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAreaWidth(entry?.contentRect.width ?? 800));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const widths = view.widths;
  // 'Fit': every width shown side by side within the pane, at one scale.
  const scale =
    view.zoom === 'fit'
      ? Math.min(1, (areaWidth - 24 * widths.length) / widths.reduce((a, w) => a + w, 0))
      : view.zoom;
  const toggleWidth = (width: number, on: boolean) =>
    onView({
      widths: on
        ? [...widths, width].sort((a, b) => a - b)
        : widths.filter((w) => w !== width).length > 0
          ? widths.filter((w) => w !== width)
          : widths,
    });
  const addWidth = (event: React.FormEvent) => {
    event.preventDefault();
    const width = Number(widthText.trim().replace(/px$/i, ''));
    if (!Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH) {
      setWidthError(`A width is a whole number of pixels from ${MIN_WIDTH} to ${MAX_WIDTH}.`);
      return;
    }
    setWidthError('');
    setWidthText('');
    if (!widths.includes(width)) toggleWidth(width, true);
  };
  const page = props.value === undefined ? null : { url: props.pageUrl, description: props.value };
  const html = state.rendering?.html ?? '';

  return (
    <section className="tools-pane" aria-label="Rendering">
      <div className="tools-pane__bar">
        <MomentControls moment={props.moment} siteNow={props.siteNow} onChange={props.onMoment} />
        <fieldset className="tools-widths">
          <legend>Widths</legend>
          {[...new Set([PHONE, DESKTOP, ...widths])].map((w) => (
            <label key={w} className="tools-check">
              <input
                type="checkbox"
                checked={widths.includes(w)}
                onChange={(e) => toggleWidth(w, e.target.checked)}
              />
              {nameOf(w)}
            </label>
          ))}
          <form className="tools-width-form" onSubmit={addWidth} noValidate>
            <label htmlFor="tools-other-width">Other width (px)</label>
            <input
              id="tools-other-width"
              inputMode="numeric"
              size={5}
              value={widthText}
              aria-invalid={widthError ? true : undefined}
              aria-describedby={widthError ? 'tools-width-error' : undefined}
              onChange={(e) => setWidthText(e.target.value)}
            />
            <button type="submit">Show</button>
          </form>
        </fieldset>
        <label className="tools-zoom">
          Zoom{' '}
          <select
            value={String(view.zoom)}
            onChange={(e) =>
              onView({ zoom: e.target.value === 'fit' ? 'fit' : Number(e.target.value) })
            }
          >
            <option value="fit">Fit</option>
            {ZOOMS.map((z) => (
              <option key={z} value={z}>
                {z * 100} %
              </option>
            ))}
          </select>
        </label>
        <div className="tools-toggles" role="group" aria-label="Clicks in the page">
          <button type="button" aria-pressed={selecting} onClick={() => setSelecting(true)}>
            Select modules
          </button>
          <button type="button" aria-pressed={!selecting} onClick={() => setSelecting(false)}>
            Use the page
          </button>
        </div>
        <button type="button" aria-pressed={comparing} onClick={() => setComparing((c) => !c)}>
          Compare with live
        </button>
      </div>
      {widthError ? (
        <p id="tools-width-error" className="tools-field-error" role="alert">
          {widthError}
        </p>
      ) : null}
      <p className="tools-pane__status" role="status">
        {state.status}
      </p>
      <div className="tools-pane__frames" ref={area}>
        {comparing ? (
          <CompareView
            draft={props.value}
            pageUrl={props.pageUrl}
            draftHtml={html}
            moment={state.moment}
            width={widths[0] ?? PHONE}
            height={heightFor(widths[0] ?? PHONE)}
            scale={
              view.zoom === 'fit'
                ? Math.min(1, (areaWidth - 48) / (2 * (widths[0] ?? PHONE)))
                : view.zoom
            }
          />
        ) : (
          <div className="tools-frames">
            {widths.map((w) => (
              <PreviewFrame
                key={w}
                title={titleOf(w)}
                caption={`${nameOf(w)}${scale === 1 ? '' : `, at ${Math.round(scale * 100)} %`}`}
                html={html}
                width={w}
                height={heightFor(w)}
                scale={scale}
                selecting={selecting}
                selectedKey={props.selectedKey}
                moment={state.moment}
                page={page}
                onSelect={props.onSelectKey}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
