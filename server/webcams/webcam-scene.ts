import { nzParts } from '../weather/nz-time.ts';
import { seeded } from '#engine/prng.ts';

/**
 * The demo webcams' pictures: a small SVG view (about 2 KB) drawn from the camera's place and the
 * New Zealand hour, so each ski field's cameras differ and the sky follows the day. It stands in
 * for a real camera's JPEG; the caption burnt into the picture says it is a sample, as a real
 * webcam stamps its name and time.
 */

export type CameraKind = 'base' | 'summit' | 'road';

const W = 640;
const H = 360;

/** Sky colours, top and horizon, by the New Zealand hour. */
function sky(hour: number): [string, string] {
  if (hour < 5 || hour >= 21) return ['#0b1d33', '#2a4468'];
  if (hour < 7 || hour >= 19) return ['#5b6fc4', '#f4a261'];
  return ['#4f9ad8', '#d6ecfb'];
}

/** A ridge line across the picture as polygon points, from `base` up by at most `rise` px. */
function ridge(random: () => number, base: number, rise: number, steps = 9): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++)
    points.push([Math.round((i / steps) * W), Math.round(base - random() * rise)]);
  return points;
}

const poly = (points: [number, number][], fill: string): string =>
  `<polygon fill="${fill}" points="${[...points, [W, H], [0, H]].map((p) => p.join(',')).join(' ')}"/>`;

const escapeXml = (s: string): string =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

export interface SceneInput {
  key: string;
  kind: CameraKind;
  /** Burnt into the picture: camera name and time. */
  caption: string;
  now: number;
  /** Snow lies low in the ski season. */
  snow: boolean;
}

export function webcamSvg({ key, kind, caption, now, snow }: SceneInput): string {
  const random = seeded('webcam', key, kind);
  const [top, horizon] = sky(nzParts(now).hour);
  const night = top === '#0b1d33';
  const far = ridge(random, kind === 'summit' ? 190 : 170, 110);
  const near = ridge(random, kind === 'summit' ? 300 : 260, 90, 6);
  const snowLine = snow ? 0.75 : 0.35;
  // Snow on the far range: the ridge with the same points, clipped to its upper part.
  const caps = far.map(([x, y]): [number, number] => [x, y + (H - y) * snowLine * 0.25]);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient><clipPath id="r"><polygon points="${[...far, [W, H], [0, H]].map((p) => p.join(',')).join(' ')}"/></clipPath></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    poly(far, night ? '#3b4a5e' : '#7d8ea3'),
    `<g clip-path="url(#r)">${poly(caps, night ? '#aab6c4' : '#f4f7fb').replace('<polygon', '<polygon opacity="0.9"')}</g>`,
    poly(
      near,
      snow || kind === 'summit' ? (night ? '#8995a3' : '#e8eef4') : night ? '#253326' : '#5c7a4a',
    ),
  ];
  if (kind === 'base') {
    // The base lodge and a chairlift climbing away from it.
    parts.push(
      `<rect x="60" y="270" width="120" height="46" fill="${night ? '#3d2b1f' : '#7a4e2d'}"/>`,
      `<polygon points="50,272 120,236 190,272" fill="${night ? '#2a2a2a' : '#3f4b57'}"/>`,
      `<line x1="200" y1="300" x2="600" y2="120" stroke="#2b2b2b" stroke-width="2"/>`,
      ...[0.25, 0.5, 0.75].map(
        (f) =>
          `<rect x="${200 + 400 * f - 6}" y="${300 - 180 * f}" width="12" height="10" fill="#c62828"/>`,
      ),
    );
  } else if (kind === 'road') {
    parts.push(
      `<path d="M 320 360 C 240 320, 420 300, 330 270 S 260 230, 300 210" fill="none" stroke="${night ? '#555' : '#6d6d6d'}" stroke-width="18"/>`,
      `<path d="M 320 360 C 240 320, 420 300, 330 270 S 260 230, 300 210" fill="none" stroke="#f5f5f5" stroke-width="2" stroke-dasharray="10 10"/>`,
    );
  } else {
    parts.push(
      `<rect x="520" y="170" width="8" height="60" fill="#444"/><rect x="500" y="160" width="48" height="14" fill="#444"/>`,
    );
  }
  parts.push(
    `<rect y="${H - 26}" width="${W}" height="26" fill="#000" opacity="0.55"/>`,
    `<text x="10" y="${H - 9}" font-family="sans-serif" font-size="14" fill="#fff">${escapeXml(caption)}</text>`,
    '</svg>',
  );
  return parts.join('');
}
