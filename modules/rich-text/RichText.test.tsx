// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { testContext } from '#tests/support/module-fixtures.ts';
import RichText from './RichText.tsx';

const context = testContext({}, 0);

describe('rich-text module', () => {
  it('renders the allowed formatting and safe links', () => {
    render(
      <RichText
        config={{
          name: 'rich-text',
          title: 'Fire season',
          html: '<p>A <strong>total fire ban</strong>. <a href="https://example.org/fire">Details</a> <a href="javascript:alert(1)">bad</a></p>',
        }}
        context={context}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fire season' })).toBeTruthy();
    expect(screen.getByText('total fire ban').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'Details' });
    expect(link.getAttribute('href')).toBe('https://example.org/fire');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
  });

  it('renders the same markup on the server, without scripts or handlers', () => {
    const html = renderToString(
      <RichText
        config={{
          name: 'rich-text',
          html: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        }}
        context={context}
      />,
    );
    expect(html).toBe('<section class="wx-rich-text"><p>Hi</p></section>');
  });
});
