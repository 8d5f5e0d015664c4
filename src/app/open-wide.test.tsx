// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContext } from '#tests/support/module-fixtures.ts';
import LocationList from '#modules/location-list/LocationList.tsx';
import type { LocationListConfig } from '#schemas/generated/types.ts';
import { openWide } from './open-wide.ts';

const config = {
  name: 'location-list',
  title: 'Towns by region',
  groups: [
    {
      title: 'Canterbury',
      links: [{ label: 'Timaru', url: '/towns-cities/locations/timaru' }],
    },
    { title: 'Otago', links: [{ label: 'Dunedin', url: '/towns-cities/locations/dunedin' }] },
    {
      title: 'Christchurch suburbs',
      collapsed: true,
      links: [{ label: 'Riccarton', url: '/towns-cities/locations/riccarton' }],
    },
  ],
} as LocationListConfig;

function setScreen(large: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: large && query.includes('min-width'),
    media: query,
  })) as never;
}

describe('groups opened on large screens (location-list has no client code of its own)', () => {
  it('opens every group but the collapsed ones on a large screen; those open when clicked', async () => {
    setScreen(true);
    const { container } = render(<LocationList config={config} context={testContext({}, 0)} />);
    openWide(container);
    const groups = [...container.querySelectorAll('details')];
    expect(groups.map((d) => d.open)).toEqual([true, true, false]);
    await userEvent.click(screen.getByText('Christchurch suburbs'));
    expect(groups[2]!.open).toBe(true);
  });

  it('leaves every group closed on a small screen', () => {
    setScreen(false);
    const { container } = render(<LocationList config={config} context={testContext({}, 0)} />);
    openWide(container);
    expect([...container.querySelectorAll('details')].map((d) => d.open)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
