import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCap } from './cap-parser.ts';
import { acceptCap } from './alert-set.ts';
import { capXml, SAMPLE_CAP_DIR } from '#tests/support/warnings-fixtures.ts';

const sampleFiles = readdirSync(SAMPLE_CAP_DIR).filter((f) => f.endsWith('.xml'));

describe('CAP parser over the shipped sample set', () => {
  it.each(sampleFiles)('%s is a usable CAP 1.2 alert', (file) => {
    const result = acceptCap(readFileSync(join(SAMPLE_CAP_DIR, file), 'utf8'));
    expect(result.ok ? 'ok' : result.reason).toBe('ok');
  });

  it('covers every level and the event types the issue asks for', () => {
    const warnings = sampleFiles.flatMap((file) => {
      const r = acceptCap(readFileSync(join(SAMPLE_CAP_DIR, file), 'utf8'));
      return r.ok ? r.accepted.warnings.map((w) => w.warning) : [];
    });
    expect(new Set(warnings.map((w) => w.warnLevel))).toEqual(
      new Set(['red', 'orange', 'yellow', 'blue']),
    );
    const types = new Set(warnings.map((w) => w.eventType));
    for (const t of [
      'rain',
      'wind',
      'snow',
      'thunderstorm',
      'roadsnow',
      'swell',
      'gale',
      'storm',
      'cyclone',
      'iceaccretion',
    ])
      expect(types).toContain(t);
    expect(sampleFiles.length).toBeGreaterThanOrEqual(12);
  });

  it('reads the fields of an alert', () => {
    const result = parseCap(
      readFileSync(join(SAMPLE_CAP_DIR, '01-red-heavy-rain-westland.xml'), 'utf8'),
    );
    if (!result.ok) throw new Error(result.reason);
    const { alert } = result;
    expect(alert).toMatchObject({
      identifier: '2.49.0.1.554.0.2026112209.rain-westland-red',
      status: 'Actual',
      msgType: 'Alert',
      references: [],
    });
    const info = alert.infos[0]!;
    expect(info).toMatchObject({
      event: 'Heavy Rain',
      severity: 'Extreme',
      urgency: 'Immediate',
      certainty: 'Likely',
      responseType: ['Evacuate'],
    });
    expect(info.parameters['ColourCode']).toBe('Red');
    expect(info.areas[0]!.polygons[0]![0]).toEqual([-42.28, 171.05]);
    expect(info.areas[0]!.geocodes).toEqual([{ valueName: 'NZ-region', value: 'West Coast' }]);
  });

  it('reads namespace-prefixed CAP and references of an Update', () => {
    const xml = capXml({
      msgType: 'Update',
      references: 'test@example.nz,old-1,2026-11-22T08:00:00+13:00',
    })
      .replace(/<(\/?)([a-zA-Z]+)/g, '<$1cap:$2')
      .replace('xmlns=', 'xmlns:cap=');
    const result = parseCap(xml);
    if (!result.ok) throw new Error(result.reason);
    expect(result.alert.references).toEqual([
      { sender: 'test@example.nz', identifier: 'old-1', sent: '2026-11-22T08:00:00+13:00' },
    ]);
  });

  it('keeps English info blocks only', () => {
    const xml = capXml().replace('<language>en-NZ</language>', '<language>mi</language>');
    expect(parseCap(xml)).toEqual({ ok: false, reason: 'the alert has no English <info> block' });
  });
});

describe('CAP parser refuses broken documents with a plain reason', () => {
  const good = capXml();
  const cases: Array<[string, string, RegExp]> = [
    ['truncated', good.slice(0, good.length / 2), /^malformed XML at line \d+/],
    ['not XML at all', 'hello', /malformed XML|root element/],
    [
      'wrong namespace',
      good.replace('urn:oasis:names:tc:emergency:cap:1.2', 'urn:oasis:names:tc:emergency:cap:1.1'),
      /namespace is 'urn:oasis:names:tc:emergency:cap:1.1', not CAP 1.2/,
    ],
    [
      'no namespace',
      good.replace(' xmlns="urn:oasis:names:tc:emergency:cap:1.2"', ''),
      /namespace is 'none'/,
    ],
    ['another root', '<feed xmlns="http://www.w3.org/2005/Atom"></feed>', /root element is <feed>/],
    ['missing info', good.replace(/<info>[\s\S]*<\/info>/, ''), /no English <info> block/],
    [
      'missing identifier',
      good.replace(/<identifier>.*<\/identifier>/, ''),
      /missing <identifier>/,
    ],
    ['missing event', good.replace(/<event>.*<\/event>/, ''), /missing <event>/],
    ['missing area', good.replace(/<area>[\s\S]*<\/area>/, ''), /info 1 has no <area>/],
    [
      'open polygon',
      capXml({ polygon: '-42,170 -42,171 -43,171 -43,170' }),
      /polygon is not closed/,
    ],
    [
      'bad pair',
      capXml({ polygon: '-42,170 -42;171 -43,171 -43,170 -42,170' }),
      /'-42;171' is not a 'lat,lon' pair/,
    ],
    ['too few points', capXml({ polygon: '-42,170 -42,171 -42,170' }), /at least 4 points, got 3/],
    [
      'point outside the world',
      capXml({ polygon: '-42,170 -42,191 -43,171 -42,170' }),
      /outside the world/,
    ],
    ['bad date', capXml({ sent: 'yesterday' }), /<sent> is not a CAP date and time: 'yesterday'/],
    ['update without references', capXml({ msgType: 'Update' }), /an Update needs <references>/],
    ['exercise', capXml({ status: 'Exercise' }), /status 'Exercise' is not used/],
    ['unknown msgType', capXml({ msgType: 'Ack' }), /msgType 'Ack' is not used/],
  ];
  it.each(cases)('%s', (_name, xml, reason) => {
    const result = acceptCap(xml);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses an event it cannot name and a level it cannot tell', () => {
    expect(acceptCap(capXml({ event: 'Volcanic Ash' }))).toEqual({
      ok: false,
      reason: "event 'Volcanic Ash' is not a known warning type",
    });
    expect(acceptCap(capXml({ severity: 'Unknown' }))).toEqual({
      ok: false,
      reason: "no warning level (ColourCode parameter or a known severity, got 'Unknown')",
    });
    expect(acceptCap(capXml({ colour: 'Purple' }))).toMatchObject({ ok: false });
  });

  it('keeps a warning whose headline and areas are longer than the site shows, cut at a word', () => {
    const headline = `Heavy Rain Warning ${'for the ranges and the foothills '.repeat(10)}`.trim();
    const areas = Array.from(
      { length: 120 },
      (_, i) => `<area><areaDesc>Catchment ${i} of the West Coast</areaDesc></area>`,
    ).join('');
    const xml = capXml()
      .replace('<headline>Test Heavy Rain</headline>', `<headline>${headline}</headline>`)
      .replace('</info>', `${areas}</info>`);
    const result = acceptCap(xml);
    if (!result.ok) throw new Error(result.reason);
    const [first] = result.accepted.warnings;
    expect(first?.warning.name).toMatch(/^Heavy Rain Warning for the ranges .*\S…$/);
    expect(first?.warning.name.length).toBeLessThanOrEqual(200);
    expect(first?.warning.areaDescription).toMatch(
      /^Test area, Catchment 0 of the West Coast, .*…$/,
    );
  });

  it('does not expand entities from a DOCTYPE (no billion laughs)', () => {
    const xml = good
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
      )
      .replace('<description>Rain.</description>', '<description>&b;&b;&b;</description>');
    // Issue 11, finding 8: it was accepted, with a literal entity in its headline.
    expect(parseCap(xml)).toEqual({
      ok: false,
      reason: 'the document has a DTD (<!DOCTYPE> or <!ENTITY>), which CAP never uses',
    });
    expect(acceptCap(xml)).toMatchObject({ ok: false });
  });
});
