// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { CurrentConditionsConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import CurrentConditions from './CurrentConditions.tsx';
import { validateModuleCurrentConditions } from '#schemas/generated/validators.js';

const config: CurrentConditionsConfig = {
  name: 'current-conditions',
  title: 'Auckland now',
  dataUrl: '/api/data/observations/towns-cities/auckland',
  source: 'demo',
  issuedAt: '2026-11-22T14:00:00+13:00',
  current: {
    observedAt: '2026-11-22T14:00:00+13:00',
    temp: 21.4,
    feelsLike: 19.2,
    condition: 'partly-cloudy',
    humidity: 68,
    pressure: 1016,
    rainfall: 0,
    wind: { direction: 'SW', averageSpeed: 12, gustSpeed: 25 },
  },
};

describe('current-conditions', () => {
  it('validates its merged data and rejects bad data', () => {
    expect(validateModuleCurrentConditions(config)).toBe(true);
    expect(
      validateModuleCurrentConditions({ ...config, current: { ...config.current, temp: 'warm' } }),
    ).toBe(false);
    expect(validateModuleCurrentConditions({ name: 'current-conditions' })).toBe(false);
  });

  it('shows temperature, condition, wind in kt, feels like, humidity and the issue time', () => {
    render(<CurrentConditions config={config} context={testContext()} />);
    expect(screen.getByRole('region', { name: 'Auckland now' })).toBeTruthy();
    expect(screen.getByText('21°')).toBeTruthy();
    expect(screen.getByText('Partly cloudy')).toBeTruthy();
    expect(screen.getByText('SW 12 kt')).toBeTruthy();
    expect(screen.getByText('southwest 12 knots')).toBeTruthy();
    expect(screen.getByText(/gusts 25 kt/)).toBeTruthy();
    expect(screen.getByText('19°')).toBeTruthy();
    expect(screen.getByText('68%')).toBeTruthy();
    expect(screen.getByText(/Issued 2:00 pm 22 November 2026/)).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('does not mark real data as demo, and renders on the server', () => {
    const html = renderToString(
      <CurrentConditions config={{ ...config, source: 'open-meteo' }} context={testContext()} />,
    );
    expect(html).toContain('21°');
    expect(html).not.toContain('Demo data');
  });
});
