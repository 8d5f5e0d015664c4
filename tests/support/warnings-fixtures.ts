import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WarningLocation } from '#server/warnings/coverage.ts';
import { createWarningsService, loadWarningLocations } from '#server/warnings/service.server.ts';
import type { WarningsLogger } from '#server/warnings/sources.server.ts';

/** Test-only: the shipped sample CAP folder, a location fixture and a logger that records lines. */
export const SAMPLE_CAP_DIR = new URL('../../content/cap/', import.meta.url).pathname;
export const FIXTURE_LOCATIONS = JSON.parse(
  readFileSync(new URL('../../server/warnings/fixtures/locations.json', import.meta.url), 'utf8'),
) as WarningLocation[];
/** A time when every sample alert is in force, as written (not re-timed). */
export const SAMPLE_NOW = Date.parse('2026-11-22T12:00:00+13:00');

export interface LogLine {
  level: 'info' | 'warn';
  obj: Record<string, unknown>;
  msg: string;
}

export function recordingLogger(): WarningsLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

interface CapOptions {
  identifier?: string;
  sent?: string;
  msgType?: string;
  references?: string;
  event?: string;
  severity?: string;
  colour?: string;
  expires?: string;
  polygon?: string;
  geocodeRegion?: string;
  status?: string;
}

/** A small, valid CAP 1.2 alert; options change one thing at a time. */
export function capXml(o: CapOptions = {}): string {
  const polygon = o.polygon ?? '-42.0,170.5 -42.0,171.5 -43.0,171.5 -43.0,170.5 -42.0,170.5';
  return `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>${o.identifier ?? 'test-1'}</identifier>
  <sender>test@example.nz</sender>
  <sent>${o.sent ?? '2026-11-22T09:00:00+13:00'}</sent>
  <status>${o.status ?? 'Actual'}</status>
  <msgType>${o.msgType ?? 'Alert'}</msgType>
  <scope>Public</scope>${o.references ? `\n  <references>${o.references}</references>` : ''}
  <info>
    <language>en-NZ</language>
    <category>Met</category>
    <event>${o.event ?? 'Heavy Rain'}</event>
    <responseType>Prepare</responseType>
    <urgency>Expected</urgency>
    <severity>${o.severity ?? 'Severe'}</severity>
    <certainty>Likely</certainty>
    <expires>${o.expires ?? '2030-12-31T23:00:00+13:00'}</expires>
    <headline>Test ${o.event ?? 'Heavy Rain'}</headline>
    <description>Rain.</description>${o.colour ? `\n    <parameter><valueName>ColourCode</valueName><value>${o.colour}</value></parameter>` : ''}
    <area>
      <areaDesc>Test area</areaDesc>${polygon ? `\n      <polygon>${polygon}</polygon>` : ''}${o.geocodeRegion ? `\n      <geocode><valueName>NZ-region</valueName><value>${o.geocodeRegion}</value></geocode>` : ''}
    </area>
  </info>
</alert>
`;
}

/** A fixed clock two days after the samples were written, at an odd minute (issue 14). */
export const DEMO_START = Date.parse('2026-11-24T15:37:00+13:00');
/** The committed location index, as the site loads it. */
export const SITE_LOCATIONS = fileURLToPath(
  new URL('../../content/data/locations.json', import.meta.url),
);

/** The site's demo warnings (sample alerts re-timed) over every location, on a clock tests move. */
export async function demoWarnings(clock: { now: number }) {
  const service = createWarningsService({
    capDir: SAMPLE_CAP_DIR,
    locations: await loadWarningLocations(SITE_LOCATIONS),
    logger: recordingLogger(),
    watch: false,
    now: () => clock.now,
    demoSchedule: true,
  });
  await service.start();
  return service;
}
