// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ModuleContext, ModuleProps } from '../module-entry.ts';
import type { ResolvedModule } from '../tree.ts';
import { ModuleBoundary } from './ModuleBoundary.tsx';
import { ModuleView } from './ModuleView.tsx';

const context = (debug: boolean): ModuleContext => ({
  page: {
    schemaVersion: 1,
    url: '/national',
    type: 'national',
    name: 'national',
    title: 'NZ',
    layout: { name: 'five-up' },
  },
  debug,
  now: 0,
  day: null,
  componentOf: () => undefined,
  loadPart: () => Promise.reject(new Error('no data in these tests')),
});
const module = (extra: Partial<ResolvedModule> = {}): ResolvedModule => ({
  key: 'k',
  name: 'hello',
  config: { name: 'hello', urlSlug: 'greeting' },
  ...extra,
});
const Hello = ({ config }: ModuleProps) => <p>Hello from {config.name}</p>;
const Broken = (): never => {
  throw new Error('bad data');
};

describe('ModuleView', () => {
  it('renders the component with its anchor and hiding class', () => {
    const { container } = render(
      <ModuleView
        module={module({ hideOn: 'small' })}
        component={Hello}
        context={context(false)}
      />,
    );
    expect(screen.getByText('Hello from hello')).toBeTruthy();
    const wrapper = container.querySelector('#greeting');
    expect(wrapper?.className).toBe('wx-module wx-hide-small');
  });

  it('leaves the anchor to a drawer around it, so no id is given twice', () => {
    const { container } = render(
      <section id="greeting">
        <ModuleView module={module()} component={Hello} context={context(false)} anchored={false} />
      </section>,
    );
    expect(screen.getByText('Hello from hello')).toBeTruthy();
    expect(container.querySelectorAll('#greeting')).toHaveLength(1);
  });

  it('shows a problem only in debug', () => {
    const { container } = render(
      <ModuleView
        module={module({ problem: 'Unknown module "hello"' })}
        component={Hello}
        context={context(false)}
      />,
    );
    expect(container.textContent).toBe('');
    render(
      <ModuleView
        module={module({ problem: 'Unknown module "hello"' })}
        component={Hello}
        context={context(true)}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Unknown module "hello"');
  });

  it('says in debug when the component was not loaded', () => {
    render(<ModuleView module={module()} component={undefined} context={context(true)} />);
    expect(screen.getByRole('note').textContent).toContain('not loaded');
  });
});

describe('ModuleBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing for a failing module in production and keeps its siblings', () => {
    const errors: string[] = [];
    render(
      <>
        <ModuleBoundary
          name="broken"
          debug={false}
          onError={(name, e) => errors.push(`${name}: ${e.message}`)}
        >
          <Broken />
        </ModuleBoundary>
        <p>sibling</p>
      </>,
    );
    expect(screen.getByText('sibling')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(errors).toEqual(['broken: bad data']);
  });

  it('shows the module name and message in debug', () => {
    render(<ModuleView module={module()} component={Broken} context={context(true)} />);
    expect(screen.getByRole('note').textContent).toBe('Module "hello" failed to render: bad data');
  });
});
