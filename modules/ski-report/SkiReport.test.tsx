// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SkiReportConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import SkiReport from './SkiReport.tsx';
import { validateModuleSkiReport } from '#schemas/generated/validators.js';

const config: SkiReportConfig = {
  name: 'ski-report',
  title: 'Ski report',
  source: 'demo',
  isSkiSeason: true,
  facilities: {
    status: { open: 2, paused: 1, closed: 1 },
    facilityList: [
      {
        facilityTypeName: 'Lifts',
        items: [
          { name: 'Quad chair', status: 'open' },
          { name: 'T-bar', status: 'paused' },
        ],
      },
      {
        facilityTypeName: 'Trails',
        items: [
          { name: 'Broadway', status: 'open' },
          { name: 'Summit run', status: 'closed' },
        ],
      },
    ],
    highAltitude: 2086,
    verticalDrop: 683,
    baseAltitude: 1403,
    viewMoreUrl: 'https://example.org/snow-report',
  },
};

describe('ski-report', () => {
  it('validates facilities', () => {
    expect(validateModuleSkiReport(config)).toBe(true);
    const bad = {
      ...config,
      facilities: {
        ...config.facilities,
        facilityList: [{ facilityTypeName: 'Lifts', items: [{ name: 'x', status: 'spinning' }] }],
      },
    };
    expect(validateModuleSkiReport(bad)).toBe(false);
  });

  it('shows open, paused and closed counts, lists per facility type and altitudes', () => {
    render(<SkiReport config={config} context={testContext()} />);
    expect(screen.getByText('Open', { selector: 'dt' }).nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Paused', { selector: 'dt' }).nextSibling?.textContent).toBe('1');
    const lifts = screen.getByRole('heading', { name: 'Lifts' }).nextElementSibling as HTMLElement;
    expect(
      within(lifts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Quad chairOpen', 'T-barPaused']);
    expect(screen.getByRole('heading', { name: 'Trails' })).toBeTruthy();
    expect(screen.getByText('2,086 m')).toBeTruthy();
    expect(screen.getByText('683 m')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View more' }).getAttribute('href')).toBe(
      'https://example.org/snow-report',
    );
  });

  it('out of season: says so in one line and folds lifts and trails behind it', () => {
    const { container } = render(
      <SkiReport config={{ ...config, isSkiSeason: false }} context={testContext()} />,
    );
    expect(screen.getByText('Outside the ski season: lifts and trails are closed.')).toBeTruthy();
    const fold = container.querySelector('details')!;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toBe('Lifts and trails (4)');
    expect(fold.contains(screen.getByRole('heading', { name: 'Lifts', hidden: true }))).toBe(true);
  });
});
