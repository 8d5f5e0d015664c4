import type { Webcam, WebcamData } from '#schemas/generated/types.ts';
import type { FastifyInstance } from 'fastify';
import { formatNzTimeAndDate } from '#engine/vocabulary/time.ts';
import { formatAltitude } from '#engine/vocabulary/units.ts';
import { MALFORMED, UNKNOWN, sendError } from '../weather/data-routes.ts';
import { LocationIndex, isSlug } from '../weather/locations.ts';
import type { Location } from '../weather/locations.ts';
import { nzIso } from '../weather/nz-time.ts';
import { summariseLocation } from '../weather/provider.ts';
import { isSkiSeason, skiFieldFacts } from '../weather/ski-fields.ts';
import { webcamSvg } from './webcam-scene.ts';
import type { CameraKind } from './webcam-scene.ts';

/** A new picture every ten minutes, as the demo cameras "take" them. */
export const WEBCAM_INTERVAL_MS = 600_000;

export interface WebcamRoutesOptions {
  locations: LocationIndex;
  apiPrefix?: string;
  now?: () => number;
}

interface Camera {
  kind: CameraKind;
  label: string;
  description: string;
}

/** The three cameras every ski field's demo has: base area, top of the lifts, access road. */
function camerasOf(field: Location): Camera[] {
  const facts = skiFieldFacts(field);
  return [
    {
      kind: 'base',
      label: 'Base area',
      description: `The base area of ${field.label} at ${formatAltitude(facts.baseAltitude)}, looking up the main chairlift`,
    },
    {
      kind: 'summit',
      label: 'Top of the lifts',
      description: `The view from the top of the lifts at ${formatAltitude(facts.highAltitude)}`,
    },
    { kind: 'road', label: 'Access road', description: `${facts.roadName}, below the car park` },
  ];
}

/**
 * The demo webcams of the ski fields: GET /api/data/webcams/ski/<key> lists a field's cameras
 * for the webcam-gallery module; GET /webcams/<key>/<camera>.svg is a camera's latest picture
 * (webcam-scene.ts), cacheable for the ten minutes until the next one.
 */
export async function webcamRoutes(app: FastifyInstance, opts: WebcamRoutesOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  const taken = (): number => Math.floor(now() / WEBCAM_INTERVAL_MS) * WEBCAM_INTERVAL_MS;

  app.get<{ Params: { key: string } }>(
    `${opts.apiPrefix ?? '/api'}/data/webcams/ski/:key`,
    async (request, reply) => {
      const { key } = request.params;
      if (!isSlug(key)) return sendError(reply, 400, MALFORMED);
      const field = opts.locations.get('ski', key);
      if (!field) return sendError(reply, 404, UNKNOWN);
      const at = taken();
      const cameras: Webcam[] = camerasOf(field).map((c) => ({
        id: c.kind,
        label: c.label,
        description: c.description,
        // The picture's time in its address: a new picture is a new address, so caches never
        // show an old one under a new time.
        src: `/webcams/${field.key}/${c.kind}.svg?at=${at}`,
        width: 640,
        height: 360,
        takenAt: nzIso(at),
      }));
      const data: WebcamData = {
        source: 'demo',
        issuedAt: nzIso(at),
        location: summariseLocation(field),
        cameras,
      };
      return reply.header('cache-control', 'public, max-age=300').send(data);
    },
  );

  app.get<{ Params: { key: string; file: string } }>(
    '/webcams/:key/:file',
    async (request, reply) => {
      const { key, file } = request.params;
      const kind = /^(base|summit|road)\.svg$/.exec(file)?.[1] as CameraKind | undefined;
      const field = isSlug(key) ? opts.locations.get('ski', key) : undefined;
      const camera = field && kind ? camerasOf(field).find((c) => c.kind === kind) : undefined;
      if (!field || !camera) return reply.code(404).header('cache-control', 'no-store').send();
      const at = taken();
      const time = formatNzTimeAndDate(nzIso(at));
      return reply
        .header('cache-control', `public, max-age=${WEBCAM_INTERVAL_MS / 1000}`)
        .type('image/svg+xml')
        .send(
          webcamSvg({
            key: field.key,
            kind: camera.kind,
            caption: `${field.label}, ${camera.label.toLowerCase()} · ${time} · sample image`,
            now: at,
            snow: isSkiSeason(at),
          }),
        );
    },
  );
}
