// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { MountainDay, MountainForecastConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import MountainForecast, { bandText } from './MountainForecast.tsx';
import { validateModuleMountainForecast } from '#schemas/generated/validators.js';

const days = [2450, 1500, 800].map((freezingLevel, i): MountainDay => ({
  date: `2026-07-0${i + 1}`,
  condition: i === 2 ? 'snow' : 'fine',
  freezingLevel,
  snowFall: i * 10,
  highTemp: 2 - i,
  lowTemp: -4 - i,
  windAtAltitude: { direction: 'NW', averageSpeed: 30 + i, gustSpeed: 50, altitude: 2000 },
  text: 'Fine. Freezing level 2450 metres.',
}));
const config: MountainForecastConfig = {
  name: 'mountain-forecast',
  title: 'Mountain forecast',
  source: 'demo',
  altitude: 2000,
  days,
};

describe('mountain-forecast', () => {
  it('validates', () => {
    expect(validateModuleMountainForecast(config)).toBe(true);
    expect(
      validateModuleMountainForecast({ ...config, days: [{ date: '2026-07-01', snowFall: -3 }] }),
    ).toBe(false);
  });

  it('names the altitude band of the forecast', () => {
    render(<MountainForecast config={config} context={testContext()} />);
    expect(screen.getByText('Forecast for 2,000 m (Alpine, 1,000 to 2,000 m)')).toBeTruthy();
    expect(bandText(2001)).toBe('High alpine, above 2,000 m');
    expect(bandText(999)).toBe('Sub alpine, below 1,000 m');
  });

  it('shows freezing level with its band, snowfall in cm and wind at altitude per day', () => {
    render(<MountainForecast config={config} context={testContext()} />);
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText(/2,450 m/).textContent).toBe('2,450 m High alpine');
    expect(first.getByText('0 cm')).toBeTruthy();
    expect(first.getByText('NW 30 kt')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('20 cm')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText(/800 m/).textContent).toBe('800 m Sub alpine');
  });
});
