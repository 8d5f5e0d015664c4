import type { Warning } from '#schemas/generated/types.ts';
import { validateWarning } from '#schemas/generated/validators.js';
import type { CapAlert, CapArea, CapInfo } from './cap-parser.ts';

/**
 * CAP info blocks mapped to the spec's Warning fields (shell spec section 3, pages spec "Warning
 * as shown in markers and modules"). Each produced warning is checked against the Warning schema.
 */

export type WarnLevel = Warning['warnLevel'];
export type EventType = Warning['eventType'];

/** A warning plus what the server needs to decide coverage and expiry (never sent as is). */
export interface ActiveWarning {
  warning: Warning;
  areas: CapArea[];
  /** ms since epoch; null when the alert gives no expiry. */
  expiresAt: number | null;
  sender: string;
  identifier: string;
}

const COLOURS: Record<string, WarnLevel> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  blue: 'blue',
};
const SEVERITY_LEVEL: Record<string, WarnLevel> = {
  Extreme: 'red',
  Severe: 'orange',
  Moderate: 'yellow',
  Minor: 'blue',
};
const EVENT_TYPES: readonly EventType[] = [
  'rain',
  'wind',
  'snow',
  'thunderstorm',
  'roadsnow',
  'cyclone',
  'iceaccretion',
  'squall',
  'gale',
  'storm',
  'wind-advisory',
  'swell',
];

// Order matters: the more specific words first ('thunderstorm' before 'storm', 'road snow' before 'snow').
const EVENT_WORDS: Array<[RegExp, EventType]> = [
  [/tropical cyclone|\bcyclone/i, 'cyclone'],
  [/ice accretion|icing/i, 'iceaccretion'],
  [/snow (on|to) roads?|road ?snow/i, 'roadsnow'],
  [/thunderstorm/i, 'thunderstorm'],
  [/swell/i, 'swell'],
  [/squall/i, 'squall'],
  [/strong wind advisory|wind advisory/i, 'wind-advisory'],
  [/\bstorm\b/i, 'storm'],
  [/\bgale/i, 'gale'],
  [/\bwind/i, 'wind'],
  [/\bsnow/i, 'snow'],
  [/\brain/i, 'rain'],
];

const MARINE_TYPES: ReadonlySet<EventType> = new Set([
  'gale',
  'storm',
  'iceaccretion',
  'swell',
  'wind-advisory',
  'squall',
]);

/** Parameter by name, case-insensitively (feeds differ: ColourCode, colourCode, colour_code). */
function param(info: CapInfo, ...names: string[]): string | undefined {
  const wanted = new Set(names.map((n) => n.toLowerCase().replace(/[_-]/g, '')));
  for (const [key, value] of Object.entries(info.parameters))
    if (wanted.has(key.toLowerCase().replace(/[_-]/g, ''))) return value;
  return undefined;
}

export function warnLevelOf(info: CapInfo): WarnLevel | undefined {
  const colour = param(info, 'ColourCode', 'Colour', 'Color', 'ColorCode');
  if (colour !== undefined) return COLOURS[colour.trim().toLowerCase()];
  return SEVERITY_LEVEL[info.severity];
}

export function eventTypeOf(info: CapInfo): EventType | undefined {
  const given = param(info, 'eventType')?.trim().toLowerCase();
  if (given !== undefined)
    return (EVENT_TYPES as readonly string[]).includes(given) ? (given as EventType) : undefined;
  return EVENT_WORDS.find(([re]) => re.test(info.event))?.[1];
}

function defaultType(level: WarnLevel): string {
  return level === 'red' || level === 'orange'
    ? 'warning'
    : level === 'yellow'
      ? 'watch'
      : 'outlook';
}

/** Which warnings page lists this warning (spec: the five /warnings pages). */
export function pageFor(level: WarnLevel, eventType: EventType): string {
  if (eventType === 'cyclone') return '/warnings/tropical-cyclone-activity';
  if (MARINE_TYPES.has(eventType)) return '/warnings/marine';
  if (level === 'blue')
    return eventType === 'thunderstorm'
      ? '/warnings/thunderstorm-outlook'
      : '/warnings/severe-weather-outlook';
  return '/warnings/home';
}

export function isMarine(eventType: EventType): boolean {
  return MARINE_TYPES.has(eventType);
}

function anchor(identifier: string): string {
  return (
    identifier
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 100) || 'warning'
  );
}

/** Region names an area names itself with: geocodes named like 'region', else nothing. */
export function areaRegions(area: CapArea): string[] {
  return area.geocodes.filter((g) => /region/i.test(g.valueName)).map((g) => g.value);
}

/**
 * Free text cut to the length the Warning schema allows, at a word, with an ellipsis. A warning in
 * force must never be dropped because its forecaster wrote a long headline or area list (issue
 * 11): the full text stays in the CAP alert, the site shows what fits.
 */
export function fitText(text: string | undefined, max: number): string | undefined {
  if (text === undefined || text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The Warning schema's limits on the free-text fields a CAP alert fills. */
const LIMITS = {
  name: 200,
  label: 200,
  areaDescription: 2000,
  text: 10000,
  impact: 5000,
  iceLocation: 500,
} as const;

export type MapResult = { ok: true; warnings: ActiveWarning[] } | { ok: false; reason: string };

/** Every English info block of an Alert or Update, as a checked Warning. */
export function capToWarnings(alert: CapAlert): MapResult {
  const out: ActiveWarning[] = [];
  for (const [index, info] of alert.infos.entries()) {
    const where = alert.infos.length > 1 ? `info ${index + 1}: ` : '';
    const warnLevel = warnLevelOf(info);
    if (!warnLevel)
      return {
        ok: false,
        reason: `${where}no warning level (ColourCode parameter or a known severity, got '${info.severity}')`,
      };
    const eventType = eventTypeOf(info);
    if (!eventType)
      return { ok: false, reason: `${where}event '${info.event}' is not a known warning type` };
    const subType = param(info, 'subType')?.toLowerCase();
    const regions = [...new Set(info.areas.flatMap(areaRegions))];
    const warning: Warning = {
      name: fitText(info.headline, LIMITS.name) ?? `${info.event} ${defaultType(warnLevel)}`,
      label: fitText(info.event, LIMITS.label) ?? info.event,
      icon: `warning-${eventType}`,
      url: `${pageFor(warnLevel, eventType)}#${anchor(alert.identifier)}`,
      warnLevel,
      eventType,
      type: param(info, 'warningType', 'productType') ?? defaultType(warnLevel),
      issuedAt: alert.sent,
      areaDescription:
        fitText(info.areas.map((a) => a.areaDesc).join(', '), LIMITS.areaDescription) ?? '',
      regions,
      capId: alert.identifier,
    };
    const optional: Partial<Warning> = {
      subType: subType === 'recreational' || subType === 'coastal' ? subType : undefined,
      nextIssueAt: param(info, 'NextUpdate', 'NextIssue', 'nextIssueAt')?.replace(
        /-00:00$/,
        '+00:00',
      ),
      threatStartTime: info.onset,
      threatEndTime: info.expires,
      text: fitText(info.description, LIMITS.text),
      impact: fitText(info.instruction ?? param(info, 'impact'), LIMITS.impact),
      iceLocation: fitText(param(info, 'iceLocation'), LIMITS.iceLocation),
    };
    for (const [key, value] of Object.entries(optional))
      if (value !== undefined) (warning as unknown as Record<string, unknown>)[key] = value;
    if (!validateWarning(warning)) {
      const first = validateWarning.errors?.[0];
      return {
        ok: false,
        reason:
          `${where}the warning does not fit the Warning schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
      };
    }
    const expiresAt = info.expires ? Date.parse(info.expires) : null;
    out.push({
      warning,
      areas: info.areas,
      expiresAt,
      sender: alert.sender,
      identifier: alert.identifier,
    });
  }
  return { ok: true, warnings: out };
}
