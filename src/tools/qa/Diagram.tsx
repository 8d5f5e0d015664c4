import { useEffect, useState } from 'react';
import type { QaGraph } from '#machines/testing/qa-paths.ts';
import type { CoverageReport } from '#machines/testing/coverage-report.ts';
import { layoutGraph } from './layout.ts';
import type { GraphLayout } from './layout.ts';

interface DiagramProps {
  graph: QaGraph;
  coverage?: CoverageReport | null;
  /** State node ids to highlight (the replay's current state). */
  active?: ReadonlySet<string>;
  title: string;
}

/**
 * The machine's states and transitions, laid out by dagre (loaded on first use: the layout
 * library is the tools' largest dependency). States and transitions the tests did not reach are
 * drawn dashed in red; the replay's current states are filled.
 */
export function Diagram({ graph, coverage, active, title }: DiagramProps) {
  const [layout, setLayout] = useState<GraphLayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    layoutGraph(graph).then(
      (l) => live && setLayout(l),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [graph]);
  if (error) return <p role="alert">The diagram could not be laid out: {error}</p>;
  if (!layout) return <p className="qa-small">Laying out the diagram…</p>;
  const missingStates = new Set(coverage?.states.missing ?? []);
  const missingEdges = new Set(coverage?.transitions.missing ?? []);
  return (
    <div className="qa-diagram">
      <svg
        role="img"
        aria-label={`${title}: ${graph.nodes.length} states, ${graph.edges.length} transitions`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
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
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {layout.edges.map((e) => (
          <g key={e.id} className={`qa-edge${missingEdges.has(e.id) ? ' qa-edge--missing' : ''}`}>
            <polyline
              points={e.points.map((p) => `${p.x},${p.y}`).join(' ')}
              markerEnd="url(#qa-arrow)"
            />
            <text x={e.labelX} y={e.labelY} textAnchor="middle">
              {e.label}
            </text>
          </g>
        ))}
        {layout.nodes.map((n) => (
          <g
            key={n.id}
            className={[
              'qa-node',
              n.compound ? 'qa-node--compound' : '',
              missingStates.has(n.id) ? 'qa-node--missing' : '',
              active?.has(n.id) ? 'qa-node--active' : '',
            ].join(' ')}
            data-state={n.label}
          >
            <rect
              x={n.x - n.width / 2}
              y={n.y - n.height / 2}
              width={n.width}
              height={n.height}
              rx="8"
            />
            <text x={n.x} y={n.y + 4} textAnchor="middle">
              {n.initial ? '▸ ' : ''}
              {n.label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
