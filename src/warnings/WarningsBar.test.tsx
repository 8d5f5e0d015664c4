// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Warning } from '#schemas/generated/types.ts';
import { barHeadline } from '#engine/vocabulary/warning-headline.ts';
import { Islands } from '#engine/react/islands.tsx';
import { WarningsBar } from './WarningsBar.tsx';
import { WarningsPanel } from './WarningsPanel.tsx';
import type { WarningsView } from '#engine/warnings-view.ts';

const red: Warning = {
  name: 'Heavy Rain Warning - Red',
  warnLevel: 'red',
  eventType: 'rain',
  url: '/warnings/home#westland',
  issuedAt: '2026-11-22T09:00:00+13:00',
  nextIssueAt: '2026-11-22T15:00:00+13:00',
  threatStartTime: '2026-11-22T09:00:00+13:00',
  threatEndTime: '2026-11-27T13:00:00+13:00',
  areaDescription: 'Westland District',
  impact: 'Streams and rivers could rise rapidly.',
  text: 'Period of very heavy rain.',
};
const orange: Warning = {
  name: 'Strong Wind Warning - Orange',
  warnLevel: 'orange',
  eventType: 'wind',
  url: '/warnings/home#wellington',
  threatStartTime: '2026-11-22T17:00:00+13:00',
  threatEndTime: '2026-11-23T04:30:00+13:00',
};
/** 2 pm on Sunday 22 November 2026 in New Zealand. */
const NOW = Date.parse('2026-11-22T14:00:00+13:00');
const named = (warnings: readonly Warning[]) => barHeadline(warnings, NOW);
const yellow: Warning = { name: 'Heavy Rain Watch', warnLevel: 'yellow', eventType: 'rain' };
const outlook: Warning = {
  name: 'Severe Weather Outlook',
  warnLevel: 'blue',
  eventType: 'rain',
  url: '/warnings/severe-weather-outlook#x',
};
const gale: Warning = {
  name: 'Gale Warning - Cook',
  warnLevel: 'orange',
  eventType: 'gale',
  url: '/warnings/marine#cook',
  areaDescription: 'Cook Strait',
};
const storm: Warning = { name: 'Storm Warning - Puysegur', warnLevel: 'red', eventType: 'storm' };

const view = (over: Partial<WarningsView>): WarningsView => ({
  loadState: 'loaded',
  warnings: [],
  summary: [],
  regional: [],
  warningAreaName: 'West Coast',
  warningPageUrl: '/warnings/home',
  ...over,
});
const bar = (
  v: WarningsView,
  extra: {
    bannerOpen?: boolean;
    onToggleBanner?: () => void;
    hidden?: boolean;
    /** Without the headline (a bar whose code cannot name the warning). */
    unnamed?: boolean;
  } = {},
) =>
  render(
    <WarningsBar
      view={v}
      area="Hokitika"
      bannerOpen={extra.bannerOpen ?? false}
      onToggleBanner={extra.onToggleBanner ?? (() => undefined)}
      hidden={extra.hidden ?? false}
      nameWarning={extra.unnamed ? undefined : named}
    />,
  );

describe('WarningsBar', () => {
  it('is red with the counts for a location in a red warning', () => {
    bar(view({ warnings: [red, orange, yellow], regional: [red] }));
    const region = screen.getByRole('region', { name: 'Severe weather warnings' });
    expect(region.className).toContain('wx-warnings-bar--red');
    // Colour alone does not tell red from orange (1.4.1): the headline after the counts says the
    // level, so the counts do not say it again.
    expect(screen.getByRole('status').textContent).toBe(
      '2 Warnings and 1 Watch in force for this location',
    );
    expect(screen.getByRole('link', { name: /^Red Heavy Rain Warning/ })).toBeTruthy();
    expect(
      screen
        .getByRole('link', {
          name: '2 Warnings and 1 Watch in force for this location',
        })
        .getAttribute('href'),
    ).toBe('/warnings/home');
  });

  it('names the most severe warning, its level and until when, linked to it', () => {
    bar(view({ warnings: [orange, red, yellow], regional: [red] }));
    const link = screen.getByRole('link', { name: 'Red Heavy Rain Warning until 1 pm Friday' });
    expect(link.getAttribute('href')).toBe('/warnings/home#westland');
  });

  it('says when a warning starts while it is still ahead, and reads an orange one as orange', () => {
    bar(view({ warnings: [yellow, orange], regional: [orange] }));
    expect(
      screen.getByRole('link', {
        name: 'Orange Strong Wind Warning from 5 pm Sunday until 4:30 am Monday',
      }),
    ).toBeTruthy();
  });

  it('names a warning without an end time without one, and a watch as a watch', () => {
    const { unmount } = bar(view({ warnings: [{ ...red, threatEndTime: undefined }] }));
    expect(screen.getByRole('link', { name: 'Red Heavy Rain Warning' })).toBeTruthy();
    unmount();
    bar(view({ warnings: [yellow, outlook] }));
    expect(screen.getByText('Heavy Rain Watch')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 Watch in force for this location');
  });

  it('with five warnings of three levels: counts them all and names the red one', () => {
    const five = [yellow, orange, outlook, { ...orange, name: 'Heavy Snow Warning - Orange' }, red];
    bar(view({ warnings: five, regional: five }));
    expect(screen.getByRole('status').textContent).toBe(
      '3 Warnings and 1 Watch in force for this location',
    );
    expect(screen.getByRole('link', { name: /^Red Heavy Rain Warning/ })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '3 Warnings and 1 Watch and 1 Outlook for West Coast' }),
    ).toBeTruthy();
  });

  it('names nothing when no warning is in force', () => {
    bar(view({}));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    [[orange], 'Orange warning: 1 Warning in force for this location'],
    [[yellow, outlook], 'Watch: 1 Watch in force for this location'],
    [[outlook], 'Severe Weather Outlook'],
  ])('names the level of the bar in words when no headline names it %#', (warnings, name) => {
    bar(view({ warnings }), { unnamed: true });
    expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('counts outlooks as outlooks in the regional banner, never as warnings', () => {
    bar(view({ warnings: [yellow], regional: [yellow, outlook] }));
    expect(
      screen.getByRole('button', { name: '1 Watch and 1 Outlook for West Coast' }),
    ).toBeTruthy();
  });

  it('shows the loading, failed and none texts', () => {
    const { unmount } = bar(view({ loadState: 'loading', warningAreaName: undefined }));
    expect(screen.getByRole('status').textContent).toBe('Loading warnings for Hokitika...');
    unmount();
    const failed = bar(view({ loadState: 'failed' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Unable to access latest warnings, please refresh the page.',
    );
    failed.unmount();
    bar(view({ warningAreaName: 'Gisborne' }));
    expect(screen.getByRole('status').textContent).toBe(
      'No severe weather watches or warnings in force for this location',
    );
    expect(screen.getByText('No warnings in place for Gisborne')).toBeTruthy();
    expect(screen.getByRole('region').className).toContain('wx-warnings-bar--none');
  });

  it('shows the Severe Weather Outlook label when only an outlook covers the location', () => {
    bar(view({ warnings: [outlook], regional: [red, outlook] }));
    expect(screen.getByRole('link', { name: 'Severe Weather Outlook' }).getAttribute('href')).toBe(
      '/warnings/severe-weather-outlook#x',
    );
    expect(screen.getByRole('region').className).toContain('wx-warnings-bar--blue');
  });

  it('is not there when the page hides it', () => {
    bar(view({ warnings: [red] }), { hidden: true });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens and closes the regional banner from its button', async () => {
    const toggles: number[] = [];
    const { rerender } = bar(view({ warnings: [red], regional: [red, orange] }), {
      onToggleBanner: () => toggles.push(1),
    });
    const button = screen.getByRole('button', { name: '2 Warnings for West Coast' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Heavy Rain Warning - Red' })).toBeNull();
    await userEvent.click(button);
    expect(toggles).toHaveLength(1);
    rerender(
      <WarningsBar
        view={view({ warnings: [red], regional: [red, orange] })}
        area="Hokitika"
        bannerOpen
        onToggleBanner={() => undefined}
        nameWarning={named}
      />,
    );
    expect(
      screen
        .getByRole('button', { name: '2 Warnings for West Coast' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // The panel's chunk loads when it first opens.
    expect(await screen.findByRole('article', { name: 'Heavy Rain Warning - Red' })).toBeTruthy();
  });

  it("keeps the server's headline while the browser hydrates the first page (no naming code)", () => {
    const server = '<a href="/warnings/home#w1">Red Heavy Rain Warning until 1 pm Friday</a>';
    render(
      <Islands.Provider
        value={{ rule: () => 'never', inside: true, scope: '', hole: () => server }}
      >
        <WarningsBar
          view={view({ warnings: [red] })}
          area="Hokitika"
          bannerOpen={false}
          onToggleBanner={() => undefined}
        />
      </Islands.Provider>,
    );
    expect(
      screen.getByRole('link', { name: 'Red Heavy Rain Warning until 1 pm Friday' }),
    ).toBeTruthy();
  });

  it('renders on the server in the loading state', () => {
    const html = renderToString(
      <WarningsBar
        view={view({ loadState: 'loading' })}
        area="Hokitika"
        bannerOpen={false}
        onToggleBanner={() => undefined}
        nameWarning={named}
      />,
    );
    expect(html).toContain('Loading warnings for Hokitika...');
    expect(html).toContain('data-load-state="loading"');
  });
});

describe('WarningsPanel', () => {
  it('shows a warning in detail with NZ times, area, impact and link', () => {
    render(<WarningsPanel warnings={[red]} />);
    const article = screen.getByRole('article', { name: 'Heavy Rain Warning - Red' });
    expect(article.textContent).toContain('Red warning');
    expect(article.textContent).toContain('Issued9:00 am, 22 November 2026');
    expect(article.textContent).toContain('Next issue3:00 pm, 22 November 2026');
    expect(article.textContent).toContain('AreaWestland District');
    expect(article.textContent).toContain('ImpactStreams and rivers could rise rapidly.');
    expect(
      screen
        .getByRole('link', { name: 'More about the Heavy Rain Warning - Red' })
        .getAttribute('href'),
    ).toBe('/warnings/home#westland');
  });

  it('groups gale, storm and wind advisories into one list', () => {
    render(<WarningsPanel warnings={[gale, red, storm]} />);
    const group = screen.getByRole('region', { name: 'Gale, storm and wind advisories' });
    expect(group.querySelectorAll('li')).toHaveLength(2);
    expect(group.textContent).toContain('Gale Warning - Cook: Cook Strait');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Heavy Rain Warning - Red',
    ]);
  });
});
