// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createActor, SimulatedClock } from 'xstate';
import { warningsMachineWith } from '#machines/warnings.machine.ts';
import type { Warning } from '#schemas/generated/types.ts';
import { WarningsBar } from './WarningsBar.tsx';
import { useWarningsBanner, useWarningsFor } from './use-warnings.ts';
import type { WarningsActorRef } from '#machines/warnings.machine.ts';

const red: Warning = { name: 'Heavy Rain Warning - Red', warnLevel: 'red', eventType: 'rain' };

function ConnectedBar({ actor }: { actor: WarningsActorRef }) {
  const view = useWarningsFor(actor, 'towns-cities', 'hokitika');
  const { bannerOpen, toggle } = useWarningsBanner(actor);
  return (
    <WarningsBar view={view} area="Hokitika" bannerOpen={bannerOpen} onToggleBanner={toggle} />
  );
}

describe('useWarningsFor connected to the warnings machine', () => {
  it('loads, fails while the service is down, and recovers on the 20 second retry', async () => {
    let up = true;
    const clock = new SimulatedClock();
    const machine = warningsMachineWith({
      fetchWarnings: async () => {
        if (!up) throw new Error('HTTP 503');
        return {
          warnings: [red],
          summary: [red],
          regional: [red],
          warningAreaName: 'West Coast',
          warningPageUrl: '/warnings/home',
        };
      },
      log: () => undefined,
    });
    const actor = createActor(machine, { clock, input: { pageLoadedAt: Date.now() } }).start();
    up = false;
    render(<ConnectedBar actor={actor} />);
    expect(screen.getByRole('status').textContent).toBe('Loading warnings for Hokitika...');
    await act(async () => clock.increment(50));
    await screen.findByText('Unable to access latest warnings, please refresh the page.');
    up = true;
    await act(async () => clock.increment(19_999));
    expect(screen.getByRole('status').textContent).toBe(
      'Unable to access latest warnings, please refresh the page.',
    );
    await act(async () => clock.increment(1));
    await screen.findByText('1 Warning in force for this location');
    expect(screen.getByRole('region', { name: 'Severe weather warnings' }).className).toContain(
      'wx-warnings-bar--red',
    );
  });
});
