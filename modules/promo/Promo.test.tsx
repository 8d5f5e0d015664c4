// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { testContext } from '#tests/support/module-fixtures.ts';
import { validateModulePromo } from '#schemas/generated/validators.js';
import Promo from './Promo.tsx';

const context = testContext({}, 0);

describe('promo module', () => {
  it('shows title, text and link', () => {
    const config = {
      name: 'promo' as const,
      title: 'Get the app',
      text: 'Forecasts in your pocket.',
      link: { label: 'Find out more', url: '/news/weather-news' },
    };
    expect(validateModulePromo(config)).toBe(true);
    render(<Promo config={config} context={context} />);
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeTruthy();
    expect(screen.getByText('Forecasts in your pocket.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find out more' }).getAttribute('href')).toBe(
      '/news/weather-news',
    );
  });

  it('needs all three fields', () => {
    expect(validateModulePromo({ name: 'promo', title: 'x', text: 'y' })).toBe(false);
  });
});
