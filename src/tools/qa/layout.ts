import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { QaGraph, QaNode } from '#machines/testing/qa-paths.ts';

export interface PlacedNode {
  id: string;
  label: string;
  /** A state with states inside it: drawn as a box around them. */
  compound: boolean;
  /** A region of a parallel state (or of the machine). */
  region: boolean;
  initial: boolean;
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedEdge {
  id: string;
  label: string;
  /** The polyline, start to end. */
  points: Array<{ x: number; y: number }>;
  labelX: number;
  labelY: number;
  labelWidth: number;
}
export interface GraphLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 7.2;
const LABEL_CHAR = 6.2;
const GAP = 24;

const textWidth = (text: string, char = CHAR) => Math.ceil(text.length * char);

/**
 * Lays out the machine with ELK (elkjs, loaded only here: the tools' largest dependency): states
 * inside their parent's box, transitions routed around boxes with their labels placed clear of
 * them. A parallel machine's regions are laid out one by one and set side by side, as statecharts
 * draw them (ELK would stack unconnected boxes).
 */
export async function layoutGraph(graph: QaGraph): Promise<GraphLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  const byParent = new Map<string | null, QaNode[]>();
  for (const n of graph.nodes) byParent.set(n.parent, [...(byParent.get(n.parent) ?? []), n]);
  const regions = new Set(graph.parallel ? (byParent.get(null) ?? []).map((n) => n.id) : []);
  const build = (n: QaNode): ElkNode => {
    const kids = byParent.get(n.id) ?? [];
    if (!kids.length) return { id: n.id, width: textWidth(n.key) + 28, height: 32 };
    return {
      id: n.id,
      children: kids.map(build),
      layoutOptions: { 'elk.padding': '[top=32,left=14,bottom=14,right=14]' },
    };
  };
  const within = (ids: Set<string>) =>
    graph.edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  const descendants = (id: string): Set<string> => {
    const out = new Set([id]);
    for (const c of byParent.get(id) ?? []) descendants(c.id).forEach((d) => out.add(d));
    return out;
  };
  // One group per region (parallel machine) or one for the whole machine.
  const tops = byParent.get(null) ?? [];
  const groups = graph.parallel ? tops.map((t) => [t]) : [tops];
  const nodes: PlacedNode[] = [];
  const edges: PlacedEdge[] = [];
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  let offsetX = 0;
  let height = 0;
  for (const group of groups) {
    const ids = new Set(group.flatMap((n) => [...descendants(n.id)]));
    const root: ElkNode = {
      id: '__group',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'RIGHT',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.layered.spacing.nodeNodeBetweenLayers': '48',
        'elk.spacing.nodeNode': '28',
        'elk.spacing.edgeLabel': '4',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.padding': '[top=0,left=0,bottom=0,right=0]',
      },
      children: group.map(build),
      edges: within(ids).map((e): ElkExtendedEdge => ({
        id: e.id,
        sources: [e.source],
        targets: [e.target],
        labels: [{ text: e.label, width: textWidth(e.label, LABEL_CHAR) + 6, height: 14 }],
      })),
    };
    const out = await elk.layout(root);
    const origin = new Map<string, { x: number; y: number }>([['__group', { x: offsetX, y: 0 }]]);
    const place = (n: ElkNode, px: number, py: number, depth: number) => {
      const x = px + (n.x ?? 0);
      const y = py + (n.y ?? 0);
      origin.set(n.id, { x, y });
      const q = byId.get(n.id);
      if (q) {
        nodes.push({
          id: n.id,
          label: q.key,
          compound: Boolean(n.children?.length),
          region: regions.has(n.id),
          initial: q.initial,
          depth,
          x,
          y,
          width: n.width ?? 0,
          height: n.height ?? 0,
        });
      }
      for (const c of n.children ?? []) place(c, x, y, depth + 1);
    };
    for (const c of out.children ?? []) place(c, offsetX, 0, 0);
    for (const e of out.edges ?? []) {
      const container = (e as { container?: string }).container ?? '__group';
      const o = origin.get(container) ?? { x: offsetX, y: 0 };
      const section = e.sections?.[0];
      if (!section) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(
        (p) => ({ x: p.x + o.x, y: p.y + o.y }),
      );
      const label = e.labels?.[0];
      edges.push({
        id: e.id,
        label: label?.text ?? '',
        points,
        labelX: (label?.x ?? 0) + o.x,
        labelY: (label?.y ?? 0) + o.y,
        labelWidth: label?.width ?? 0,
      });
    }
    offsetX += (out.width ?? 0) + GAP;
    height = Math.max(height, out.height ?? 0);
  }
  return { width: Math.max(0, offsetX - GAP), height, nodes, edges };
}
