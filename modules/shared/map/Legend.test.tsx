// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegendKey } from '#schemas/generated/types.ts';
import { Legend } from './Legend.tsx';
import type { LegendProps } from './Legend.tsx';
import { useLegend } from './use-legend.ts';

/** The legend as map pages use it: the page's statechart through useLegend. */
function Harness(props: LegendProps['map']) {
  const legend = useLegend(props);
  return (
    <>
      <Legend map={props} legend={legend} />
      <p>Showing: {[...legend.checked].join(', ') || 'nothing'}</p>
    </>
  );
}

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
const filters = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
];

// The legend's statechart (and xstate) load on the first click on the legend; loaded here first
// so findBy waits for the legend, not for the runner compiling xstate on a busy machine.
beforeAll(() => import('#machines/legend.machine.ts'));

describe('Legend', () => {
  it('opens Keys, closes on clicking the active tab, switches to Filters, closes with Close', async () => {
    const user = userEvent.setup();
    render(<Harness keys={[rain]} filters={filters} />);
    const keysTab = screen.getByRole('button', { name: 'Keys' });
    const filtersTab = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(keysTab);
    // The statechart loads on this first click.
    const panel = await screen.findByRole('region', { name: 'Keys' });
    expect(keysTab.getAttribute('aria-expanded')).toBe('true');
    // The keys come with the panel's chunk, on the first open.
    expect(await within(panel).findByText('Rainfall (mm/h)')).toBeTruthy();
    expect(within(panel).getByText('25 and over')).toBeTruthy();
    await user.click(keysTab);
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(keysTab);
    await user.click(filtersTab);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Alpha' })).toBeTruthy();
    expect(keysTab.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('resets to closed when the keys change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness keys={[rain]} />);
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    await screen.findByRole('region', { name: 'Keys' });
    rerender(<Harness keys={[rain]} />);
    expect(screen.getByRole('region', { name: 'Keys' })).toBeTruthy(); // same keys: stays open
    rerender(<Harness keys={[rating]} />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('shows NO RATING for ratings outside 1 to 4', async () => {
    const user = userEvent.setup();
    render(<Harness keys={[rating]} />);
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    expect(await screen.findByText('Awesome')).toBeTruthy();
    expect(screen.getByText('NO RATING')).toBeTruthy();
    expect(screen.queryByText('Off the scale')).toBeNull();
  });

  it('All unticks every filter, then ticks them all; single filters tick one at a time', async () => {
    const user = userEvent.setup();
    render(<Harness keys={[rain]} filters={filters} filterLabel="Show on the map" />);
    expect(screen.getByText('Showing: a, b')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const group = await screen.findByRole('group', { name: 'Show on the map' });
    const all = within(group).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(all.checked).toBe(false);
    expect(screen.getByText('Showing: nothing')).toBeTruthy();
    await user.click(within(group).getByRole('checkbox', { name: 'Beta' }));
    expect(screen.getByText('Showing: b')).toBeTruthy();
    expect(all.indeterminate).toBe(true);
    // Some ticked: All ticks every filter.
    await user.click(all);
    expect(screen.getByText('Showing: a, b')).toBeTruthy();
    expect(all.checked).toBe(true);
  });
});
