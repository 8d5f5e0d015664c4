// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { SnowReportConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import SnowReport from './SnowReport.tsx';
import { validateModuleSnowReport } from '#schemas/generated/validators.js';

const config: SnowReportConfig = {
  name: 'snow-report',
  title: 'Snow report',
  source: 'demo',
  issuedAt: '2026-08-01T07:00:00+12:00',
  upperSnowBase: 185,
  lowerSnowBase: 92,
  text: '12 cm of new snow in the last 72 hours.',
};

describe('snow-report', () => {
  it('validates', () => {
    expect(validateModuleSnowReport(config)).toBe(true);
    expect(validateModuleSnowReport({ ...config, upperSnowBase: -5 })).toBe(false);
  });

  it('shows the upper and lower snow base in cm, the text and the issue time', () => {
    render(<SnowReport config={config} context={testContext()} />);
    expect(screen.getByText('Upper snow base').nextSibling?.textContent).toBe('185 cm');
    expect(screen.getByText('Lower snow base').nextSibling?.textContent).toBe('92 cm');
    expect(screen.getByText('12 cm of new snow in the last 72 hours.')).toBeTruthy();
    expect(screen.getByText(/Issued 7:00 am 1 August 2026/)).toBeTruthy();
  });
});
