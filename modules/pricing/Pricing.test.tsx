// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { allIssues, formatIssue, validatePageDescriptionText } from '#engine/validate-text.ts';
import { CELL_RENDER_TYPE_VALUES } from '#schemas/generated/enums.ts';
import type { PricingConfig } from '#schemas/generated/types.ts';
import { validateModulePricing } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { renderCell, UnknownCellRenderTypeError } from '../shared/cells.tsx';
import Pricing, { COMPARISON_FAILED } from './Pricing.tsx';

const config: PricingConfig = {
  name: 'pricing',
  key: 'plans',
  title: 'Plans for business',
  plans: [
    {
      id: 'essentials',
      name: 'Essentials',
      summary: 'Small teams.',
      price: 49,
      features: ['5 locations'],
    },
    {
      id: 'professional',
      name: 'Professional',
      summary: 'Growing teams.',
      price: 1249,
      features: ['50 locations', 'Data API'],
      recommended: true,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      summary: 'Whole organisations.',
      price: null,
      features: ['Everything'],
    },
  ],
  comparison: {
    caption: 'Compare plans',
    rows: [
      { feature: 'Price a month', render: 'price', values: [49, 1249, null] },
      { feature: 'Locations', render: 'number', values: [5, 50, 'Unlimited'] },
      { feature: 'Forecaster briefings', render: 'included', values: [false, false, true] },
      { feature: 'Support', render: 'text', values: ['Email', 'Email and phone', ''] },
    ],
  },
  note: 'Prices in New Zealand dollars, excluding GST.',
};

/** The comparison as a visitor reads it: each row's header and cells' text. */
function tableText() {
  return within(screen.getByRole('table', { name: 'Compare plans' }))
    .getAllByRole('row')
    .map((tr) => [...tr.children].map((c) => c.textContent));
}

describe('pricing', () => {
  it('validates plans and comparison rows, refusing an unknown cell render type', () => {
    expect(validateModulePricing(config)).toBe(true);
    expect(validateModulePricing({ name: 'pricing', plans: [] })).toBe(false);
    const stars = structuredClone(config);
    (stars.comparison!.rows[1] as { render: string }).render = 'stars';
    expect(validateModulePricing(stars)).toBe(false);
  });

  it('tells an editor where the unknown render type is, by file, line and pointer', () => {
    const text = [
      '{"schemaVersion": 1, "url": "/pricing", "type": "pricing", "name": "pricing",',
      ' "title": "Pricing", "layout": {"name": "five-up", "primary": {"main": [',
      '  {"name": "pricing", "plans": [{"id": "a", "name": "A", "summary": "S", "price": 1, "features": ["F"]}],',
      '   "comparison": {"caption": "C", "rows": [{"feature": "F", "render": "stars", "values": [1]}]}}',
      ']}}}',
    ].join('\n');
    const lines = allIssues(validatePageDescriptionText(text, 'content/pages/pricing.json')).map(
      formatIssue,
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/pages\/pricing\.json:4:\d+ \/layout\/primary\/main\/0\/comparison\/rows\/0\/render .*text.*included.*number.*price/,
      ),
    ]);
  });

  it('shows a card per plan with its price, and marks the most popular', () => {
    render(<Pricing config={config} context={testContext()} />);
    const plans = within(screen.getByRole('region', { name: 'Plans for business' }));
    expect(plans.getByRole('article', { name: 'Essentials' }).textContent).toContain(
      '$49 a month + GST',
    );
    const pro = plans.getByRole('article', { name: 'Professional' });
    expect(pro.textContent).toContain('$1,249 a month + GST');
    expect(within(pro).getByText('Most popular')).toBeTruthy();
    expect(plans.getByRole('article', { name: 'Enterprise' }).textContent).toContain(
      'Price on request',
    );
    expect(screen.getByText('Prices in New Zealand dollars, excluding GST.')).toBeTruthy();
  });

  it('renders each cell by its row’s type, with words for ticks and dashes', () => {
    render(<Pricing config={config} context={testContext()} />);
    expect(tableText()).toEqual([
      ['', 'Essentials', 'Professional', 'Enterprise'],
      ['Price a month', '$49', '$1,249', 'On request'],
      ['Locations', '5', '50', '—Not stated'],
      ['Forecaster briefings', '—Not included', '—Not included', '✓Included'],
      ['Support', 'Email', 'Email and phone', '—Not stated'],
    ]);
  });

  it('renders every known render type and throws a located error for any other', () => {
    for (const type of CELL_RENDER_TYPE_VALUES)
      expect(() => renderCell(type, null, '/x')).not.toThrow();
    expect(() => renderCell('stars', 3, '/comparison/rows/1/render')).toThrow(
      UnknownCellRenderTypeError,
    );
    expect(() => renderCell('stars', 3, '/comparison/rows/1/render')).toThrow(
      'Unknown cell render type "stars" at /comparison/rows/1/render (known: text, included, number, price)',
    );
  });

  it('shows its failure text instead of a table with an unknown render type, keeping the plans', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = structuredClone(config);
    (broken.comparison!.rows[2] as { render: string }).render = 'stars';
    const { unmount } = render(<Pricing config={broken} context={testContext()} />);
    expect(screen.getByRole('status').textContent).toBe(COMPARISON_FAILED);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('article', { name: 'Professional' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      'Module "pricing" (plans): Unknown cell render type "stars" at /comparison/rows/2/render (known: text, included, number, price)',
    );
    unmount();
    // Debug (the editors' preview) shows the located error too; the server renders the same.
    render(<Pricing config={broken} context={{ ...testContext(), debug: true }} />);
    expect(screen.getByRole('status').textContent).toContain('/comparison/rows/2/render');
    expect(renderToString(<Pricing config={broken} context={testContext()} />)).toContain(
      'the plan comparison cannot be shown',
    );
    error.mockRestore();
  });
});
