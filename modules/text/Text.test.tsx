// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { testContext } from '#tests/support/module-fixtures.ts';
import { validateModuleText } from '#schemas/generated/validators.js';
import Text from './Text.tsx';
import { paragraphs } from './paragraphs.ts';

const context = testContext({}, 0);

describe('text module', () => {
  it('shows the title as a heading and blank-line separated paragraphs', () => {
    const config = {
      name: 'text' as const,
      title: 'About',
      text: 'Fine weather.\n\nNorthwesterlies\nchanging southerly.',
    };
    expect(validateModuleText(config)).toBe(true);
    const { container } = render(<Text config={config} context={context} />);
    expect(screen.getByRole('region', { name: 'About' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeTruthy();
    const ps = container.querySelectorAll('p');
    expect([...ps].map((p) => p.innerHTML)).toEqual([
      'Fine weather.',
      'Northwesterlies<br>changing southerly.',
    ]);
  });

  it('never turns text into markup', () => {
    render(
      <Text config={{ name: 'text', text: '<img src=x onerror=alert(1)>' }} context={context} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('paragraphs', () => {
  it('splits on blank lines, keeps single newlines as lines, drops empty ones', () => {
    expect(paragraphs('a\r\nb\n \n\n\nc\n\n')).toEqual([['a', 'b'], ['c']]);
    expect(paragraphs('   ')).toEqual([]);
  });
});
