// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { CloudCoverConfig } from '#schemas/generated/types.ts';
import { validateModuleCloudCover } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import CloudCover from './CloudCover.tsx';

const town = (key: string, label: string, cloud: number | null) => ({
  key,
  label,
  url: `/towns-cities/locations/${key}`,
  lat: -40,
  lon: 174,
  cloud,
});
const config: CloudCoverConfig = {
  name: 'cloud-cover',
  title: 'Cloud cover now',
  source: 'demo',
  validAt: '2026-11-25T14:00:00+13:00',
  bands: [{ from: -1, d: 'M0 0l10 0 0 10z' }],
  places: [
    town('greymouth', 'Greymouth', 95),
    town('napier', 'Napier', 5),
    town('nelson', 'Nelson', null),
  ],
};

describe('cloud-cover', () => {
  it('validates the payload', () => {
    expect(validateModuleCloudCover(config)).toBe(true);
    expect(validateModuleCloudCover({ ...config, places: [town('x', 'X', 140)] })).toBe(false);
  });

  it('names the cloudiest and clearest towns under the map', () => {
    render(<CloudCover config={config} context={testContext()} />);
    expect(screen.getByRole('group', { name: 'Cloud cover map at 2:00 pm' })).toBeTruthy();
    expect(
      screen.getByText(
        'Cloud cover at 2:00 pm, the share of the sky covered. Cloudiest at Greymouth (95%, thick cloud); clearest at Napier (5%). Clear skies at Napier.',
      ),
    ).toBeTruthy();
  });

  it('lists each town’s cloud in numbers and words, N/A when missing', () => {
    render(<CloudCover config={config} context={testContext()} />);
    const rows = within(screen.getByRole('table', { name: 'Cloud cover now by town' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Greymouth95%thick cloud', 'Napier5%clear', 'NelsonN/Anot available']);
    expect(screen.getByRole('figure', { name: 'Cloud cover, % of the sky' })).toBeTruthy();
  });
});
