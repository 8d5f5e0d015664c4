// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { RoadReportConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import RoadReport from './RoadReport.tsx';
import { validateModuleRoadReport } from '#schemas/generated/validators.js';

const config: RoadReportConfig = {
  name: 'road-report',
  title: 'Road conditions',
  source: 'open-meteo',
  roadName: 'Mt Hutt access road',
  status: 'chains',
  text: 'Snow on the road. Chains must be carried.',
};

describe('road-report', () => {
  it('validates', () => {
    expect(validateModuleRoadReport(config)).toBe(true);
    expect(validateModuleRoadReport({ name: 'road-report', status: 5 })).toBe(false);
  });

  it('shows the road, its status and the text', () => {
    render(<RoadReport config={config} context={testContext()} />);
    expect(screen.getByText('Mt Hutt access road:')).toBeTruthy();
    expect(screen.getByText('Chains required')).toBeTruthy();
    expect(screen.getByText('Snow on the road. Chains must be carried.')).toBeTruthy();
    expect(screen.queryByText('Demo data')).toBeNull();
  });
});
