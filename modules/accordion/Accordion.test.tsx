// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContext } from '#tests/support/module-fixtures.ts';
import type { AccordionConfig } from '#schemas/generated/types.ts';
import { validateModuleAccordion } from '#schemas/generated/validators.js';
import Accordion from './Accordion.tsx';

const context = testContext({}, 0);
const items = [
  { title: 'Monday', text: 'Fine.', key: '2026-11-23' },
  { title: 'Tuesday', text: 'Showers.', key: '2026-11-24' },
  { title: 'Wednesday', text: 'Rain.', key: '2026-11-25' },
];
const config = (extra: Partial<AccordionConfig> = {}) =>
  ({ name: 'accordion', title: 'Days', items, ...extra }) as AccordionConfig;
const button = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  ['Monday', 'Tuesday', 'Wednesday'].map((n) => button(n).getAttribute('aria-expanded'));

describe('accordion module', () => {
  it('is valid by its schema', () => {
    expect(validateModuleAccordion(config({ singleOpen: true, defaultOpenIndex: 0 }))).toBe(true);
    expect(validateModuleAccordion(config({ defaultOpenIndex: -1 }))).toBe(false);
  });

  it('headers are buttons that control labelled panels and toggle on click', async () => {
    render(<Accordion config={config()} context={context} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    const monday = button('Monday');
    const panel = document.getElementById(monday.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    await userEvent.click(monday);
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Monday' }).textContent).toBe('Fine.');
    await userEvent.click(button('Tuesday'));
    expect(expanded()).toEqual(['true', 'true', 'false']);
    await userEvent.click(monday);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('keeps one open in single-open mode, starting with the default index', async () => {
    render(
      <Accordion config={config({ singleOpen: true, defaultOpenIndex: 1 })} context={context} />,
    );
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await userEvent.click(button('Wednesday'));
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });

  it('opens the item whose key the page asks for, also when it arrives later', () => {
    const { rerender } = render(
      <Accordion
        config={config({ singleOpen: true })}
        context={{ ...context, day: '2026-11-24' }}
      />,
    );
    expect(expanded()).toEqual(['false', 'true', 'false']);
    rerender(
      <Accordion
        config={config({ singleOpen: true })}
        context={{ ...context, day: '2026-11-25' }}
      />,
    );
    expect(expanded()).toEqual(['false', 'false', 'true']);
    rerender(
      <Accordion
        config={config({ singleOpen: true })}
        context={{ ...context, day: 'no-such-day' }}
      />,
    );
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });

  it('works from the keyboard', async () => {
    render(<Accordion config={config()} context={context} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Monday'));
    await userEvent.keyboard('{Enter}');
    expect(expanded()[0]).toBe('true');
  });
});
