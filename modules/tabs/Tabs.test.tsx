// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContext } from '#tests/support/module-fixtures.ts';
import type { TabsConfig } from '#schemas/generated/types.ts';
import { validateModuleTabs } from '#schemas/generated/validators.js';
import Tabs from './Tabs.tsx';
import { nextTab } from '../shared/tab-keys.ts';

const context = testContext();
const config = {
  name: 'tabs',
  title: 'Forecast',
  tabs: [
    { header: 'Today', modules: [{ name: 'text', text: 'Fine today.' }] },
    { header: 'Tomorrow', modules: [{ name: 'text', text: 'Showers tomorrow.' }] },
    { header: 'Weekend', modules: [{ name: 'text', text: 'Rain at the weekend.' }] },
  ],
} as TabsConfig;
// The engine hands the panels over rendered; here each is its text module's words.
const panels = config.tabs.map((t) => <p>{String(t.modules[0]?.text)}</p>);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs module', () => {
  it('is valid by its schema', () => {
    expect(validateModuleTabs(config)).toBe(true);
  });

  it('shows the first panel and switches on click', async () => {
    render(<Tabs config={config} context={context} panels={panels} />);
    expect(screen.getByRole('tablist', { name: 'Forecast' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Today' }).textContent).toBe('Fine today.');
    expect(tab('Today').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tab('Weekend'));
    expect(screen.getByRole('tabpanel', { name: 'Weekend' }).textContent).toBe(
      'Rain at the weekend.',
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('uses a roving tabindex and arrow keys, Home and End', async () => {
    render(<Tabs config={config} context={context} panels={panels} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Today'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Weekend'));
    expect(tab('Weekend').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Today'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Weekend'));
    await userEvent.keyboard('{Home}');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('renders nothing with fewer than two headers, a problem note in debug', () => {
    const one = { ...config, tabs: config.tabs.slice(0, 1) } as TabsConfig;
    const { container } = render(<Tabs config={one} context={context} />);
    expect(container.textContent).toBe('');
    render(<Tabs config={one} context={{ ...context, debug: true }} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Tabs need at least two headers; this one has 1.',
    );
  });

  it('nextTab wraps and ignores other keys', () => {
    expect([
      nextTab('ArrowRight', 2, 3),
      nextTab('ArrowLeft', 0, 3),
      nextTab('Home', 2, 3),
      nextTab('End', 0, 3),
      nextTab('a', 1, 3),
    ]).toEqual([0, 2, 0, 2, null]);
  });
});
