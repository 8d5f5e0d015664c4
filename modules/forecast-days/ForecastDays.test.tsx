// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Condition, DayForecast, ForecastDaysConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import ForecastDays from './ForecastDays.tsx';
import { validateModuleForecastDays } from '#schemas/generated/validators.js';

const conditions: Condition[] = [
  'fine',
  'rain',
  'partly-cloudy',
  'showers',
  'cloudy',
  'fine',
  'thunder',
  'fog',
  'windy',
  'snow',
];
const days = conditions.map((condition, i): DayForecast => ({
  date: `2026-11-${String(22 + i).padStart(2, '0')}`,
  condition,
  highTemp: 20 + i,
  lowTemp: 10 + i,
  text: `Forecast text for day ${i + 1}.`,
  rainfall: i,
  rainChance: 10 * i,
  wind: { direction: 'NW', averageSpeed: 10 + i, gustSpeed: 20 },
}));
const config: ForecastDaysConfig = {
  name: 'forecast-days',
  title: '10 day forecast',
  source: 'demo',
  issuedAt: '2026-11-22T14:00:00+13:00',
  days,
};

afterEach(() => {
  window.location.hash = '';
});

describe('forecast-days', () => {
  it('validates days (YYYY-MM-DD dates) and the openDay prop', () => {
    expect(validateModuleForecastDays(config)).toBe(true);
    expect(validateModuleForecastDays({ ...config, openDay: '23/11/2026' })).toBe(false);
    expect(
      validateModuleForecastDays({ ...config, days: [{ date: '2026-11-22', condition: 'fine' }] }),
    ).toBe(false);
  });

  it('lists ten days as closed accordion buttons with date, condition and high/low', () => {
    render(<ForecastDays config={config} context={testContext()} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    const first = screen.getByRole('button', { name: /^Today 22 November 2026/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.textContent).toContain('Fine');
    expect(first.textContent).toContain('20°');
    expect(first.textContent).toContain('10°');
    expect(screen.queryByRole('region', { name: /Today 22 November 2026/ })).toBeNull();
  });

  it('leads each row with Today, Tomorrow or the weekday, a short date, rain and wind', () => {
    render(<ForecastDays config={config} context={testContext()} />);
    const rows = screen.getAllByRole('button');
    expect(rows.slice(0, 3).map((b) => b.querySelector('.wx-days__name')?.textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Tuesday',
    ]);
    expect(rows[1]!.querySelector('.wx-days__date')?.textContent).toBe('23 Nov');
    expect(rows[1]!.textContent).toContain('1 mm');
    expect(rows[1]!.textContent).toContain('10%');
    expect(rows[1]!.textContent).toContain('NW 11 kt');
    // A dry day shows its chance only; every row has the chevron that says it opens.
    expect(rows[0]!.querySelector('.wx-days__mm')).toBeNull();
    expect(rows.every((b) => b.querySelector('.wx-days__chevron'))).toBe(true);
  });

  it('opens and closes a day on click', async () => {
    const user = userEvent.setup();
    render(<ForecastDays config={config} context={testContext()} />);
    const button = screen.getByRole('button', { name: /Tomorrow 23 November 2026/ });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: /Tomorrow 23 November 2026/ });
    expect(within(panel).getByText('Forecast text for day 2.')).toBeTruthy();
    expect(within(panel).getByText('Gusts up to 20 kt')).toBeTruthy();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /Tomorrow 23 November 2026/ })).toBeNull();
  });

  it('opens the day given by openDay and gives each day an anchor id', () => {
    const { container } = render(
      <ForecastDays config={{ ...config, openDay: '2026-11-25' }} context={testContext()} />,
    );
    expect(
      screen.getByRole('button', { name: /25 November 2026/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('Forecast text for day 4.')).toBeTruthy();
    expect(container.querySelector('#day-2026-11-23')).not.toBeNull();
  });

  it('opens the day the shell passes from the day query parameter (context.openItem)', () => {
    render(<ForecastDays config={config} context={{ ...testContext(), day: '2026-11-24' }} />);
    expect(
      screen.getByRole('button', { name: /24 November 2026/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: /25 November 2026/ }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it("marks each day as a part a link within the page opens: its first toggle is the day's", () => {
    const { container } = render(<ForecastDays config={config} context={testContext()} />);
    const day = container.querySelector<HTMLElement>('#day-2026-11-27')!;
    expect(day.hasAttribute('data-disclosure')).toBe(true);
    const toggle = day.querySelector('[aria-expanded]')!;
    expect(toggle).toBe(screen.getByRole('button', { name: /27 November 2026/ }));
  });
});
