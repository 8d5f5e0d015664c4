// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { PaddlingRiskConfig } from '#schemas/generated/types.ts';
import { validateModulePaddlingRisk } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { periodsAt, recreationAnswer } from '#tests/support/recreation-fixtures.ts';
import PaddlingRisk from './PaddlingRisk.tsx';

const inland = 'A lake or river: there is no sea, swell or tide forecast here.';
const lake: PaddlingRiskConfig = {
  name: 'paddling-risk',
  title: 'Kayaking risk',
  ...recreationAnswer(
    'kayak',
    periodsAt([
      {
        risk: 'high',
        reasons: [
          'Gusts 23 kt: over 22 kt, high for kayaks',
          'Wind 11 kt: over 10 kt, moderate for kayaks',
          'Inland water: no sea forecast, so the risk is from wind and gusts alone',
        ],
      },
      { risk: 'low', reasons: ['calm'] },
    ]),
    {
      unavailable: [
        { part: 'sea', reason: inland },
        { part: 'swell', reason: inland },
        { part: 'tides', reason: inland },
      ],
    },
  ),
};

describe('paddling-risk', () => {
  it('validates and refuses an unknown risk level', () => {
    expect(validateModulePaddlingRisk(lake)).toBe(true);
    const bad = { ...lake, periods: [{ ...lake.periods![0]!, risk: 'scary' }] };
    expect(validateModulePaddlingRisk(bad)).toBe(false);
  });

  it('shows the risk now and every reason behind it', () => {
    render(<PaddlingRisk config={lake} context={testContext()} />);
    expect(screen.getByText(/Kayaking now/).textContent).toBe('Kayaking now High risk');
    const why = screen.getByRole('list', { name: 'Why' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(3);
    expect(why.textContent).toContain('Gusts 23 kt: over 22 kt, high for kayaks');
  });

  it('says which parts a lake cannot have', () => {
    render(<PaddlingRisk config={lake} context={testContext()} />);
    expect(screen.getByRole('note').textContent).toBe(
      `Not available here: sea state, swell and tides. ${inland}`,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').at(-1)?.textContent).toBe('N/A');
    expect(within(rows[1]!).getAllByRole('cell')[0]?.textContent).toBe('Low risk');
  });

  it('names paddleboarding for a paddleboard spot', () => {
    render(
      <PaddlingRisk
        config={{ ...lake, activity: 'paddleboarding', title: undefined }}
        context={testContext()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Paddleboarding risk' })).toBeTruthy();
  });
});
