// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegendKey } from '#schemas/generated/types.ts';
import { Legend } from './Legend.tsx';

const rain: LegendKey = {
  type: 'rain',
  label: 'Rainfall (mm/h)',
  content: [
    { label: 'Light', value: '0.2 - 2.1', status: 'light' },
    { label: 'Torrential', value: '25 and over', status: 'torrential' },
  ],
};
const rating: LegendKey = {
  type: 'rating',
  label: 'Barbecue rating',
  content: [
    { rating: 4, label: 'Awesome' },
    { rating: 9, label: 'Off the scale' },
  ],
};
const filters = [{ key: 'a', label: 'Alpha' }];

describe('Legend', () => {
  it('opens Keys, closes on clicking the active tab, switches to Filters, closes with Close', async () => {
    const user = userEvent.setup();
    render(<Legend keys={[rain]} filters={filters} checked={new Set(['a'])} />);
    const keysTab = screen.getByRole('button', { name: 'Keys' });
    const filtersTab = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(keysTab);
    expect(keysTab.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Keys' });
    expect(within(panel).getByText('Rainfall (mm/h)')).toBeTruthy();
    expect(within(panel).getByText('25 and over')).toBeTruthy();
    await user.click(keysTab);
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(keysTab);
    await user.click(filtersTab);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(keysTab.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('resets to closed when the keys change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Legend keys={[rain]} />);
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    rerender(<Legend keys={[rain]} />);
    expect(screen.getByRole('region', { name: 'Keys' })).toBeTruthy(); // same keys: stays open
    rerender(<Legend keys={[rating]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows NO RATING for ratings outside 1 to 4', async () => {
    const user = userEvent.setup();
    render(<Legend keys={[rating]} />);
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    expect(screen.getByText('Awesome')).toBeTruthy();
    expect(screen.getByText('NO RATING')).toBeTruthy();
    expect(screen.queryByText('Off the scale')).toBeNull();
  });
});
