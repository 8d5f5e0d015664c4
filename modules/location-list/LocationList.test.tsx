// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContext } from '#tests/support/module-fixtures.ts';
import type { LocationListConfig } from '#schemas/generated/types.ts';
import { validateModuleLocationList } from '#schemas/generated/validators.js';
import LocationList from './LocationList.tsx';

const context = testContext({}, 0);
const config = {
  name: 'location-list',
  title: 'Towns by region',
  groups: [
    {
      title: 'Canterbury',
      links: [
        { label: 'Christchurch', url: '/towns-cities/locations/christchurch' },
        { label: 'Timaru', url: '/towns-cities/locations/timaru' },
      ],
    },
    { title: 'Otago', links: [{ label: 'Dunedin', url: '/towns-cities/locations/dunedin' }] },
  ],
} as LocationListConfig;

describe('location-list module', () => {
  it('is valid by its schema', () => {
    expect(validateModuleLocationList(config)).toBe(true);
    expect(validateModuleLocationList({ ...config, groups: [{ title: 'Empty', links: [] }] })).toBe(
      false,
    );
  });

  it('collapses each group on small screens and opens it on click', async () => {
    const { container } = render(<LocationList config={config} context={context} />);
    expect(screen.getByRole('heading', { name: 'Towns by region' })).toBeTruthy();
    const groups = container.querySelectorAll('details');
    expect([...groups].map((d) => d.open)).toEqual([false, false]);
    await userEvent.click(screen.getByText('Otago'));
    expect([...groups].map((d) => d.open)).toEqual([false, true]);
    expect(screen.getByRole('link', { name: 'Dunedin' }).getAttribute('href')).toBe(
      '/towns-cities/locations/dunedin',
    );
  });
});
