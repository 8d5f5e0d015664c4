// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { TideChartConfig } from '#schemas/generated/types.ts';
import { validateModuleTideChart } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import TideChart, { describeTides } from './TideChart.tsx';

const config: TideChartConfig = {
  name: 'tide-chart',
  title: 'Tides at Auckland',
  source: 'demo',
  issuedAt: '2026-11-22T14:00:00+13:00',
  port: { key: 'auckland', label: 'Auckland', lat: -36.8, lon: 174.8, distanceKm: 0 },
  datum: 'chart-datum',
  tides: [
    { time: '2026-11-22T04:13:00+13:00', type: 'low', height: 0.4 },
    { time: '2026-11-22T10:21:00+13:00', type: 'high', height: 2.3 },
    { time: '2026-11-22T16:35:00+13:00', type: 'low', height: 0.5 },
    { time: '2026-11-22T22:46:00+13:00', type: 'high', height: 2.4 },
  ],
};
const at2pm = Date.parse('2026-11-22T01:00:00Z');

describe('tide-chart', () => {
  it('validates the tide payload', () => {
    expect(validateModuleTideChart(config)).toBe(true);
    expect(
      validateModuleTideChart({ name: 'tide-chart', dataUrl: '/api/data/tides/tidal/auckland' }),
    ).toBe(true);
  });

  it('draws the curve as an image named by the next two tides', () => {
    render(<TideChart config={config} context={testContext({}, at2pm)} />);
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Tide at Auckland. Next low water Sun 22 Nov 4:35 pm, 0.5 m; then high water Sun 22 Nov 10:46 pm, 2.4 m.',
      }),
    ).toBeTruthy();
    expect(document.querySelector('.wx-tide-chart__line')?.getAttribute('d')).toMatch(/^M/);
    // The time now, 2 pm, is on the chart.
    expect(document.querySelector('.wx-tide-chart__now')).not.toBeNull();
    expect(screen.getByText(/Not for navigation/).textContent).toContain('above chart datum');
  });

  it('says when no tide is left in the table', () => {
    expect(describeTides(config.tides!, Date.parse('2026-11-23T00:00:00+13:00'))).toBe(
      'No more tides in this forecast.',
    );
  });

  it('renders nothing with fewer than two tides', () => {
    const { container } = render(
      <TideChart
        config={{ ...config, tides: config.tides!.slice(0, 1) }}
        context={testContext()}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
