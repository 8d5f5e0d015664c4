// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SkyDay, UvIndexConfig } from '#schemas/generated/types.ts';
import { validateModuleUvIndex } from '#schemas/generated/validators.js';
import { uvLevel } from '#engine/vocabulary/levels.ts';
import { cssColour, testContext } from '#tests/support/module-fixtures.ts';
import UvIndex from './UvIndex.tsx';

const NOW = Date.parse('2026-11-25T01:00:00Z');
const day = (date: string, uvMax: number, protect = true): SkyDay => ({
  date,
  sunrise: `${date}T05:57:00+13:00`,
  sunset: `${date}T20:18:00+13:00`,
  dayLengthMinutes: 861,
  moonrise: null,
  moonset: `${date}T05:39:00+13:00`,
  moonPhase: 0.52,
  moonIllumination: 100,
  uvMax,
  uvClearSky: 12.5,
  uvPeakAt: `${date}T13:10:00+13:00`,
  ...(protect
    ? { sunProtectionFrom: `${date}T09:00:00+13:00`, sunProtectionTo: `${date}T17:20:00+13:00` }
    : {}),
});
const config: UvIndexConfig = {
  name: 'uv-index',
  title: 'UV index',
  source: 'demo',
  issuedAt: '2026-11-25T14:00:00+13:00',
  days: [day('2026-11-25', 11.3), day('2026-11-26', 5), day('2026-11-27', 2.4, false)],
};

describe('uv-index', () => {
  it('validates the sky payload; a UV index over 25 is refused', () => {
    expect(validateModuleUvIndex(config)).toBe(true);
    expect(validateModuleUvIndex({ ...config, days: [day('2026-11-25', 26)] })).toBe(false);
  });

  it("says today's category in words on its WHO colour, the peak and the sun protection times", () => {
    render(<UvIndex config={config} context={testContext({}, NOW)} />);
    const section = screen.getByRole('region', { name: 'UV index' });
    expect(
      within(section)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'UV index today: 11 Extreme, highest around 1:10 pm',
      'Sun protection recommended: 9:00 am to 5:20 pm (under a clear sky the UV index would reach 13)',
      'Issued 2:00 pm 25 November 2026Demo data',
    ]);
    expect(within(section).getAllByText('11 Extreme')[0]!.style.background).toBe(
      cssColour('#6b49c8'),
    );
    expect(screen.getByRole('link', { name: 'UV index' }).getAttribute('href')).toBe(
      '/about/glossary#uv-index',
    );
  });

  it('lists the week, a day under 3 needing no protection', () => {
    render(<UvIndex config={config} context={testContext({}, NOW)} />);
    const table = screen.getByRole('table', { name: 'UV index by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DayHighest UV indexSun protection',
      'Today 25 Nov11 Extreme9:00 am to 5:20 pm',
      'Tomorrow 26 Nov5 Moderate9:00 am to 5:20 pm',
      'Fri 27 Nov2 LowNot needed',
    ]);
  });

  it('keys the WHO categories with their whole UV indexes', () => {
    render(<UvIndex config={config} context={testContext({}, NOW)} />);
    expect(
      within(screen.getByRole('figure', { name: 'UV index categories (WHO)' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Low 0–2', 'Moderate 3–5', 'High 6–7', 'Very high 8–10', 'Extreme 11+']);
  });

  it('rounds to the WHO category at each edge', () => {
    expect([2.4, 2.5, 5.4, 5.5, 7.4, 7.5, 10.4, 10.5].map((uv) => uvLevel(uv).label)).toEqual([
      'Low',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very high',
      'Very high',
      'Extreme',
    ]);
  });
});
