import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * CAP 1.2 (Common Alerting Protocol, OASIS) alerts read into plain data. Only what the warnings
 * service needs is kept; anything that makes an alert unusable is refused with a plain reason
 * that names the problem, so an operator can fix the file (issue 5: malformed CAP is rejected with
 * a logged reason and never removes alerts already loaded).
 */

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

/** [lat, lon] pairs of one closed ring, as CAP writes them ("lat,lon lat,lon ..."). */
export type Ring = Array<[number, number]>;

export interface CapArea {
  areaDesc: string;
  polygons: Ring[];
  geocodes: Array<{ valueName: string; value: string }>;
}

export interface CapInfo {
  language: string;
  event: string;
  responseType: string[];
  urgency: string;
  severity: string;
  certainty: string;
  onset?: string;
  expires?: string;
  headline?: string;
  description?: string;
  instruction?: string;
  web?: string;
  /** Parameters by valueName (the first value wins when one is repeated). */
  parameters: Record<string, string>;
  areas: CapArea[];
}

export interface CapReference {
  sender: string;
  identifier: string;
  sent: string;
}

export interface CapAlert {
  identifier: string;
  sender: string;
  sent: string;
  status: string;
  msgType: 'Alert' | 'Update' | 'Cancel';
  references: CapReference[];
  /** English info blocks only. */
  infos: CapInfo[];
}

export type CapParseResult = { ok: true; alert: CapAlert } | { ok: false; reason: string };

const ARRAY_TAGS = new Set([
  'info',
  'area',
  'polygon',
  'geocode',
  'parameter',
  'responseType',
  'circle',
  'category',
  'resource',
]);
/** The largest CAP document read (the feed client stops reading there too). */
export const MAX_XML_BYTES = 2 * 1024 * 1024;
const MAX_POINTS = 5000;
// CAP dateTime: offset required, 'Z' not allowed by the standard but accepted here (feeds use it).
const CAP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[+-]\d{2}:\d{2}|Z)$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Namespace prefixes (cap:alert) are removed after the namespace itself has been checked.
  isArray: (name) => ARRAY_TAGS.has(name.replace(/^[^:]+:/, '')),
  processEntities: true,
});

class CapError extends Error {}

type Node = Record<string, unknown>;

function localName(key: string): string {
  return key.replace(/^[^:]+:/, '');
}

/** Drops namespace prefixes from element names; attributes (@_) are left alone. */
function stripPrefixes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripPrefixes);
  if (value === null || typeof value !== 'object') return value;
  const out: Node = {};
  for (const [key, child] of Object.entries(value as Node)) {
    out[key.startsWith('@_') ? key : localName(key)] = stripPrefixes(child);
  }
  return out;
}

function text(node: Node, field: string, required: true): string;
function text(node: Node, field: string, required?: false): string | undefined;
function text(node: Node, field: string, required = false): string | undefined {
  const raw = node[field];
  const value =
    typeof raw === 'string'
      ? raw
      : typeof raw === 'object' && raw !== null
        ? (raw as Node)['#text']
        : undefined;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (required) throw new CapError(`missing <${field}>`);
  return undefined;
}

function list(node: Node, field: string): Node[] {
  const raw = node[field];
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).filter(
    (x): x is Node => typeof x === 'object' && x !== null,
  );
}

/** Text of a repeated element (strings, or objects with #text when the element has attributes). */
function texts(node: Node, field: string): string[] {
  const raw = node[field];
  const items = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return items
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null
          ? (item as Node)['#text']
          : undefined,
    )
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '');
}

function date(node: Node, field: string, required: true): string;
function date(node: Node, field: string, required?: false): string | undefined;
function date(node: Node, field: string, required = false): string | undefined {
  const value = required ? text(node, field, true) : text(node, field);
  if (value === undefined) return undefined;
  if (!CAP_DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw new CapError(`<${field}> is not a CAP date and time: '${value.slice(0, 40)}'`);
  // CAP writes UTC as '-00:00', which is not valid ISO 8601 for JSON Schema's date-time.
  return value.replace(/-00:00$/, '+00:00');
}

/** "lat,lon lat,lon ..." -> a closed ring of at least four points inside the world. */
export function parsePolygon(raw: string, where: string): Ring {
  const pairs = raw.trim().split(/\s+/);
  if (pairs.length < 4)
    throw new CapError(`${where}: a polygon needs at least 4 points, got ${pairs.length}`);
  if (pairs.length > MAX_POINTS)
    throw new CapError(`${where}: a polygon has more than ${MAX_POINTS} points`);
  const ring: Ring = pairs.map((pair) => {
    const parts = pair.split(',');
    const lat = Number(parts[0]);
    const lon = Number(parts[1]);
    if (
      parts.length !== 2 ||
      parts[0] === '' ||
      parts[1] === '' ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lon)
    ) {
      throw new CapError(`${where}: '${pair.slice(0, 40)}' is not a 'lat,lon' pair`);
    }
    if (lat < -90 || lat > 90 || lon < -180 || lon > 180)
      throw new CapError(`${where}: point ${pair.slice(0, 40)} is outside the world`);
    return [lat, lon];
  });
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
    throw new CapError(`${where}: the polygon is not closed (the first and last points differ)`);
  return ring;
}

function parseArea(node: Node, where: string): CapArea {
  const areaDesc = text(node, 'areaDesc', true);
  const polygons = texts(node, 'polygon').map((p, i) =>
    parsePolygon(p, `${where} polygon ${i + 1}`),
  );
  const geocodes = list(node, 'geocode').map((g) => ({
    valueName: text(g, 'valueName', true),
    value: text(g, 'value', true),
  }));
  return { areaDesc, polygons, geocodes };
}

function parseInfo(node: Node, index: number): CapInfo | null {
  const language = text(node, 'language') ?? 'en-US';
  if (!/^en\b/i.test(language)) return null;
  const where = `info ${index + 1}`;
  const parameters: Record<string, string> = {};
  for (const p of list(node, 'parameter')) {
    const name = text(p, 'valueName');
    const value = text(p, 'value');
    if (name && value !== undefined && !(name in parameters)) parameters[name] = value;
  }
  const areas = list(node, 'area').map((a, i) => parseArea(a, `${where} area ${i + 1}`));
  if (areas.length === 0) throw new CapError(`${where} has no <area>`);
  const responseType = texts(node, 'responseType');
  const info: CapInfo = {
    language,
    event: text(node, 'event', true),
    responseType,
    urgency: text(node, 'urgency', true),
    severity: text(node, 'severity', true),
    certainty: text(node, 'certainty', true),
    parameters,
    areas,
  };
  const optional = {
    onset: date(node, 'onset'),
    expires: date(node, 'expires'),
    headline: text(node, 'headline'),
    description: text(node, 'description'),
    instruction: text(node, 'instruction'),
    web: text(node, 'web'),
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (info as unknown as Node)[key] = value;
  return info;
}

function parseReferences(raw: string | undefined): CapReference[] {
  if (!raw) return [];
  return raw.split(/\s+/).map((triple) => {
    const [sender, identifier, sent] = triple.split(',');
    if (!sender || !identifier || !sent)
      throw new CapError(
        `<references> entry '${triple.slice(0, 60)}' is not 'sender,identifier,sent'`,
      );
    return { sender, identifier, sent };
  });
}

function findRoot(doc: Node): { node: Node; namespace: unknown } {
  const key = Object.keys(doc).find(
    (k) => !k.startsWith('?') && !k.startsWith('#') && !k.startsWith('@_'),
  );
  if (key === undefined) throw new CapError('the document has no root element');
  if (localName(key) !== 'alert')
    throw new CapError(`the root element is <${key}>, not a CAP <alert>`);
  const node = doc[key];
  if (typeof node !== 'object' || node === null || Array.isArray(node))
    throw new CapError('the <alert> element is empty');
  const prefix = key.includes(':') ? key.slice(0, key.indexOf(':')) : '';
  const namespace = (node as Node)[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  return { node: node as Node, namespace };
}

/**
 * Parses one CAP 1.2 document. Never throws: bad XML or an unusable alert gives `{ ok: false, reason }`.
 * @example parseCap(xml) // { ok: true, alert: { identifier, msgType: 'Alert', infos: [...] } }
 */
export function parseCap(xml: string): CapParseResult {
  if (xml.length > MAX_XML_BYTES)
    return { ok: false, reason: `the document is larger than ${MAX_XML_BYTES / 1024 / 1024} MB` };
  // CAP has no DTD. A document type declaration can only define entities (a billion laughs
  // expands a few hundred bytes to gigabytes, or puts a literal entity in a headline): refused.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    return {
      ok: false,
      reason: 'the document has a DTD (<!DOCTYPE> or <!ENTITY>), which CAP never uses',
    };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { ok: false, reason: `malformed XML at line ${valid.err.line}: ${valid.err.msg}` };
  try {
    const { node: raw, namespace } = findRoot(parser.parse(xml) as Node);
    if (namespace !== CAP_NAMESPACE)
      return {
        ok: false,
        reason: `the alert's namespace is '${String(namespace ?? 'none')}', not CAP 1.2 (${CAP_NAMESPACE})`,
      };
    const node = stripPrefixes(raw) as Node;
    const msgType = text(node, 'msgType', true);
    if (msgType !== 'Alert' && msgType !== 'Update' && msgType !== 'Cancel')
      return { ok: false, reason: `msgType '${msgType}' is not used (only Alert, Update, Cancel)` };
    const status = text(node, 'status', true);
    if (status !== 'Actual')
      return { ok: false, reason: `status '${status}' is not used (only Actual alerts)` };
    const alert: CapAlert = {
      identifier: text(node, 'identifier', true),
      sender: text(node, 'sender', true),
      sent: date(node, 'sent', true),
      status,
      msgType,
      references: parseReferences(text(node, 'references')),
      infos: list(node, 'info')
        .map((info, i) => parseInfo(info, i))
        .filter((i): i is CapInfo => i !== null),
    };
    if (msgType !== 'Alert' && alert.references.length === 0)
      return { ok: false, reason: `an ${msgType} needs <references> to the alert it changes` };
    if (msgType !== 'Cancel' && alert.infos.length === 0)
      return { ok: false, reason: 'the alert has no English <info> block' };
    return { ok: true, alert };
  } catch (error) {
    if (error instanceof CapError) return { ok: false, reason: error.message };
    return {
      ok: false,
      reason: `unreadable CAP: ${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)}`,
    };
  }
}
