import type { Warning } from '#schemas/generated/types.ts';
import {
  barContent,
  countsText,
  FAILED_TEXT,
  highestLevel,
  NO_WARNINGS_TEXT,
  OUTLOOK_LABEL,
} from './warnings-text.ts';

const w = (warnLevel: Warning['warnLevel'], eventType: Warning['eventType'] = 'rain'): Warning => ({
  name: `${warnLevel} ${eventType}`,
  warnLevel,
  eventType,
  url: `/warnings/home#${warnLevel}`,
});

describe('warnings texts (spec section 4)', () => {
  it.each([
    [[w('red'), w('orange'), w('yellow')], '2 Warnings and 1 Watch in force for this location'],
    [[w('orange')], '1 Warning in force for this location'],
    [[w('yellow'), w('yellow'), w('blue')], '2 Watches in force for this location'],
    [[w('red'), w('yellow'), w('yellow')], '1 Warning and 2 Watches in force for this location'],
    [[w('blue')], ''],
    [[], ''],
  ])('counts %#', (warnings, text) => {
    expect(countsText(warnings)).toBe(text);
  });

  it('colours by the highest severity', () => {
    expect(highestLevel([w('yellow'), w('red'), w('blue')])).toBe('red');
    expect(highestLevel([w('blue'), w('yellow')])).toBe('yellow');
    expect(highestLevel([])).toBe('none');
  });

  it('says what each load state needs', () => {
    const base = { summary: [], regional: [] };
    expect(barContent({ ...base, loadState: 'loading', warnings: [] }, 'Hokitika')).toEqual({
      colour: 'none',
      text: 'Loading warnings for Hokitika...',
    });
    expect(
      barContent({ ...base, loadState: 'failed', warnings: [w('red')] }, 'Hokitika').text,
    ).toBe(FAILED_TEXT);
    expect(barContent({ ...base, loadState: 'loaded', warnings: [] }, 'Gisborne')).toEqual({
      colour: 'none',
      text: NO_WARNINGS_TEXT,
    });
    expect(barContent({ ...base, loadState: 'loaded', warnings: [w('blue')] }, 'Westport')).toEqual(
      { colour: 'blue', text: OUTLOOK_LABEL, href: '/warnings/home#blue' },
    );
    expect(
      barContent(
        {
          ...base,
          loadState: 'loaded',
          warnings: [w('red'), w('blue')],
          warningPageUrl: '/warnings/home',
        },
        'Hokitika',
      ),
    ).toEqual({
      colour: 'red',
      text: '1 Warning in force for this location',
      level: 'Red warning',
      href: '/warnings/home',
    });
  });
});
