import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, WheelEvent } from 'react';
import type { QaGraph } from '#machines/testing/qa-paths.ts';
import { layoutGraph } from './layout.ts';
import type { GraphLayout, PlacedNode } from './layout.ts';

export interface DiagramMarks {
  /** State node ids the actor is in. */
  active?: ReadonlySet<string>;
  /** State node ids a failed step expected and the actor is not in. */
  expected?: ReadonlySet<string>;
  /** Edge ids the last step took. */
  taken?: ReadonlySet<string>;
  /** The last step failed: its transitions are drawn as the failure's. */
  failed?: boolean;
  /** States and transitions no test reached (the coverage report). */
  missingStates?: ReadonlySet<string>;
  missingEdges?: ReadonlySet<string>;
}

interface DiagramProps extends DiagramMarks {
  graph: QaGraph;
  title: string;
}

interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

const PAD = 16;
const fitView = (l: GraphLayout): View => ({
  x: -PAD,
  y: -PAD,
  w: l.width + 2 * PAD,
  h: l.height + 2 * PAD,
});

/** The view moved just enough to hold `box` (kept at its zoom when the box fits). */
function showing(view: View, box: View): View {
  const inside =
    box.x >= view.x &&
    box.y >= view.y &&
    box.x + box.w <= view.x + view.w &&
    box.y + box.h <= view.y + view.h;
  if (inside) return view;
  const w = Math.max(view.w, box.w + 2 * PAD);
  const h = Math.max(view.h, box.h + 2 * PAD);
  return { x: box.x + box.w / 2 - w / 2, y: box.y + box.h / 2 - h / 2, w, h };
}

function boxOf(nodes: PlacedNode[]): View | null {
  if (!nodes.length) return null;
  const x = Math.min(...nodes.map((n) => n.x));
  const y = Math.min(...nodes.map((n) => n.y));
  const r = Math.max(...nodes.map((n) => n.x + n.width));
  const b = Math.max(...nodes.map((n) => n.y + n.height));
  return { x, y, w: r - x, h: b - y };
}

const polyline = (points: Array<{ x: number; y: number }>) =>
  points.map((p) => `${p.x},${p.y}`).join(' ');

/**
 * The machine's statechart: states inside their parents' boxes, a parallel machine's regions side
 * by side, transitions with the events as authored. It fits its panel; zoom and pan with the
 * buttons, the keyboard (arrows, + and -, 0 to fit), dragging, or Ctrl + wheel; after every step
 * the active states are brought into view. A failed step shows the expected states (dashed blue),
 * the actual ones (amber) and the transitions it took (red) apart.
 */
export function Diagram({ graph, title, ...marks }: DiagramProps) {
  const [layout, setLayout] = useState<GraphLayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<View | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  useEffect(() => {
    let live = true;
    layoutGraph(graph).then(
      (l) => {
        if (!live) return;
        setLayout(l);
        setView(fitView(l));
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [graph]);

  const { active, expected } = marks;
  useEffect(() => {
    if (!layout) return;
    const wanted = layout.nodes.filter(
      (n) => !n.compound && (active?.has(n.id) || expected?.has(n.id)),
    );
    const box = boxOf(wanted);
    if (box) setView((v) => (v ? showing(v, box) : v));
  }, [layout, active, expected]);

  if (error) return <p role="alert">The diagram could not be laid out: {error}</p>;
  if (!layout || !view) return <p className="qa-small">Laying out the diagram…</p>;

  const zoom = (factor: number) =>
    setView((v) => {
      if (!v) return v;
      const w = Math.min(Math.max(v.w * factor, 80), layout.width * 4 + 200);
      const h = (v.h * w) / v.w;
      return { x: v.x + (v.w - w) / 2, y: v.y + (v.h - h) / 2, w, h };
    });
  const pan = (dx: number, dy: number) =>
    setView((v) => (v ? { ...v, x: v.x + dx * v.w, y: v.y + dy * v.h } : v));
  const scale = () => view.w / (svg.current?.clientWidth || view.w);

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(-0.1, 0),
      ArrowRight: () => pan(0.1, 0),
      ArrowUp: () => pan(0, -0.1),
      ArrowDown: () => pan(0, 0.1),
      '+': () => zoom(0.8),
      '=': () => zoom(0.8),
      '-': () => zoom(1.25),
      '0': () => setView(fitView(layout)),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, view };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const k = scale();
    setView({
      ...d.view,
      x: d.view.x - (e.clientX - d.x) * k,
      y: d.view.y - (e.clientY - d.y) * k,
    });
  };
  const onWheel = (e: WheelEvent<SVGSVGElement>) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    zoom(e.deltaY > 0 ? 1.15 : 0.87);
  };

  const m = marks;
  const nodeClass = (n: PlacedNode) =>
    [
      'qa-node',
      n.compound ? 'qa-node--compound' : '',
      n.region ? 'qa-node--region' : '',
      m.missingStates?.has(n.id) ? 'qa-node--missing' : '',
      m.active?.has(n.id) ? 'qa-node--active' : '',
      m.expected?.has(n.id) ? 'qa-node--expected' : '',
    ]
      .filter(Boolean)
      .join(' ');
  const edgeClass = (id: string) =>
    [
      'qa-edge',
      m.missingEdges?.has(id) ? 'qa-edge--missing' : '',
      m.taken?.has(id) ? (m.failed ? 'qa-edge--failed' : 'qa-edge--taken') : '',
    ]
      .filter(Boolean)
      .join(' ');
  const boxes = layout.nodes.filter((n) => n.compound).sort((a, b) => a.depth - b.depth);
  const leaves = layout.nodes.filter((n) => !n.compound);
  const fit = fitView(layout);

  return (
    <div className="qa-diagram">
      <div className="qa-diagram__tools" role="group" aria-label="Diagram view">
        <button type="button" onClick={() => zoom(0.8)}>
          Zoom in
        </button>
        <button type="button" onClick={() => zoom(1.25)}>
          Zoom out
        </button>
        <button type="button" onClick={() => setView(fit)}>
          Fit
        </button>
      </div>
      <svg
        ref={svg}
        role="img"
        tabIndex={0}
        aria-label={`${title}: ${graph.nodes.length} states, ${graph.edges.length} transitions`}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        style={{
          aspectRatio: `${fit.w} / ${fit.h}`,
          width: `min(100%, ${Math.round(fit.w * 1.2)}px)`,
        }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onWheel={onWheel}
      >
        <defs>
          <marker
            id="qa-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="context-stroke" />
          </marker>
        </defs>
        {boxes.map((n) => (
          <g key={n.id} className={nodeClass(n)} data-state={n.id.split('.').slice(1).join('.')}>
            <rect x={n.x} y={n.y} width={n.width} height={n.height} rx="10" />
            <text x={n.x + 10} y={n.y + 20} className="qa-node__title">
              {n.initial ? '▸ ' : ''}
              {n.label}
              {n.region ? ' (region)' : ''}
            </text>
          </g>
        ))}
        {layout.edges.map((e) => (
          <polyline
            key={e.id}
            className={edgeClass(e.id)}
            points={polyline(e.points)}
            markerEnd="url(#qa-arrow)"
          />
        ))}
        {leaves.map((n) => (
          <g key={n.id} className={nodeClass(n)} data-state={n.id.split('.').slice(1).join('.')}>
            <rect x={n.x} y={n.y} width={n.width} height={n.height} rx="8" />
            <text x={n.x + n.width / 2} y={n.y + n.height / 2 + 4} textAnchor="middle">
              {n.initial ? '▸ ' : ''}
              {n.label}
            </text>
          </g>
        ))}
        {layout.edges.map((e) => (
          <text
            key={e.id}
            className={`qa-edge__label ${edgeClass(e.id)}`}
            x={e.labelX + 3}
            y={e.labelY + 11}
          >
            {e.label}
          </text>
        ))}
      </svg>
      <p className="qa-diagram__key qa-small">
        <span className="qa-key qa-key--active">where the machine is</span>
        {m.expected?.size ? <span className="qa-key qa-key--expected">expected</span> : null}
        {m.taken?.size ? (
          <span className={`qa-key ${m.failed ? 'qa-key--failed' : 'qa-key--taken'}`}>
            transition taken
          </span>
        ) : null}
        {m.missingStates?.size || m.missingEdges?.size ? (
          <span className="qa-key qa-key--missing">not reached by the tests</span>
        ) : null}
        <span>▸ initial state · drag or use the arrow keys to move, + and − to zoom, 0 to fit</span>
      </p>
    </div>
  );
}
