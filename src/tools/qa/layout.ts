import type { QaGraph } from '#machines/testing/qa-paths.ts';
import { eventText } from '#src/inspect/format.ts';

export interface PlacedNode {
  id: string;
  label: string;
  compound: boolean;
  initial: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedEdge {
  id: string;
  label: string;
  points: Array<{ x: number; y: number }>;
  labelX: number;
  labelY: number;
}
export interface GraphLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 7;
const MARGIN = 16;

/**
 * Lays out every state node (compound ones as their own boxes, named by their dotted path, so
 * the layout needs no clusters) and every transition with dagre, loaded only here.
 */
export async function layoutGraph(graph: QaGraph): Promise<GraphLayout> {
  const { default: dagre } = await import('@dagrejs/dagre');
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: 'LR',
    nodesep: 60,
    ranksep: 70,
    edgesep: 12,
    marginx: MARGIN,
    marginy: MARGIN,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const compound = new Set(graph.nodes.filter((n) => n.parent).map((n) => n.parent));
  for (const n of graph.nodes) {
    g.setNode(n.id, { label: n.path, width: n.path.length * CHAR + 36, height: 34 });
  }
  for (const e of graph.edges) {
    // dagre draws a self-transition as a stub: those loops are drawn above their state below.
    if (e.source === e.target || !g.hasNode(e.source) || !g.hasNode(e.target)) continue;
    const label = eventText(e.event);
    g.setEdge(
      e.source,
      e.target,
      { label, width: label.length * 6, height: 14, labelpos: 'c' },
      e.id,
    );
  }
  dagre.layout(g);
  const size = g.graph();
  const loops = new Map<string, number>();
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    nodes: graph.nodes.map((n) => {
      const p = g.node(n.id);
      return {
        id: n.id,
        label: n.path,
        compound: compound.has(n.id),
        initial: n.initial,
        x: p.x,
        y: p.y,
        width: p.width,
        height: p.height,
      };
    }),
    edges: graph.edges.flatMap((e) => {
      if (e.source === e.target) {
        const n = g.node(e.source);
        const k = (loops.get(e.source) ?? 0) + 1;
        loops.set(e.source, k);
        const top = n.y - n.height / 2;
        const rise = 10 + 14 * k;
        const points = [
          { x: n.x - 14, y: top },
          { x: n.x - 22, y: top - rise },
          { x: n.x + 22, y: top - rise },
          { x: n.x + 14, y: top },
        ];
        return [
          { id: e.id, label: eventText(e.event), points, labelX: n.x, labelY: top - rise - 3 },
        ];
      }
      const p = g.edge({ v: e.source, w: e.target, name: e.id }) as
        { points: Array<{ x: number; y: number }>; x?: number; y?: number } | undefined;
      if (!p) return [];
      const mid = p.points[Math.floor(p.points.length / 2)] ?? { x: 0, y: 0 };
      return [
        {
          id: e.id,
          label: eventText(e.event),
          points: p.points,
          labelX: p.x ?? mid.x,
          labelY: (p.y ?? mid.y) - 4,
        },
      ];
    }),
  };
}
