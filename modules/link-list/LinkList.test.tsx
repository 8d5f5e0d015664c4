// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { testContext } from '#tests/support/module-fixtures.ts';
import { validateModuleLinkList } from '#schemas/generated/validators.js';
import LinkList from './LinkList.tsx';

const context = testContext({}, 0);

describe('link-list module', () => {
  it('lists the links under the title; new-tab links say so', () => {
    const config = {
      name: 'link-list' as const,
      title: 'Popular pages',
      links: [
        { label: 'Rain radar', url: '/maps-radar/rain/radar' },
        { label: 'About', url: 'https://example.org/about', target: '_blank' as const },
      ] as [{ label: string; url: string }, { label: string; url: string; target: '_blank' }],
    };
    expect(validateModuleLinkList(config)).toBe(true);
    render(<LinkList config={config} context={context} />);
    const region = screen.getByRole('region', { name: 'Popular pages' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Rain radar' }).getAttribute('href')).toBe(
      '/maps-radar/rain/radar',
    );
    const about = screen.getByRole('link', { name: /^About\s?\(opens in a new tab\)$/ });
    expect([about.getAttribute('target'), about.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('refuses unsafe link URLs in its schema', () => {
    expect(
      validateModuleLinkList({
        name: 'link-list',
        links: [{ label: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toBe(false);
    expect(validateModuleLinkList({ name: 'link-list', links: [] })).toBe(false);
  });
});
