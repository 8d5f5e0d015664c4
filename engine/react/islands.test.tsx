// @vitest-environment jsdom
import { act, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ModuleContext, ModuleProps } from '../module-entry.ts';
import type { ResolvedModule } from '../tree.ts';
import { islandPrefix, IslandRoot, Islands } from './islands.tsx';
import type { IslandsEnv } from './islands.tsx';
import { ModuleBody, ModuleView } from './ModuleView.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ config, panels }: ModuleProps) {
  const id = useId();
  const [n, setN] = useState(0);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{config.name}</h2>
      <button type="button" onClick={() => setN(n + 1)}>
        Pressed {n}
      </button>
      {panels}
    </section>
  );
}
function Still({ config }: ModuleProps) {
  const id = useId();
  return <p id={id}>Still {config.name}</p>;
}
const components: Record<string, (props: ModuleProps) => ReactNode> = {
  counter: Counter,
  still: Still,
};
const context: ModuleContext = {
  page: {
    schemaVersion: 1,
    url: '/x',
    type: 'national',
    name: 'x',
    title: 'X',
    layout: { name: 'five-up' },
  },
  debug: false,
  now: 0,
  day: null,
  componentOf: (name) => components[name],
  loadPart: () => Promise.reject(new Error('none')),
};
const still: ResolvedModule = { key: 'inner', name: 'still', config: { name: 'still' } };
const counter: ResolvedModule = {
  key: 'main-0',
  name: 'counter',
  config: { name: 'counter' },
  panels: [[still]],
};
const rule: IslandsEnv['rule'] = (name) => (name === 'counter' ? 'visible' : 'never');

/** The page as the server renders it: each island a root of its own (src/entry-server.tsx). */
function serverHtml(node: ReactNode): string {
  const env: IslandsEnv = {
    rule,
    inside: false,
    scope: '',
    renderRoot: (content, id) => renderToString(content, { identifierPrefix: islandPrefix(id) }),
  };
  return renderToString(<Islands.Provider value={env}>{node}</Islands.Provider>);
}

describe('islands (decision 022)', () => {
  it('make a module with client behaviour an island inside its wrapper, and leave a static one alone', () => {
    const html = serverHtml(
      <>
        <ModuleView module={counter} component={Counter} context={context} />
        <ModuleView module={{ ...still, key: 'side-0' }} component={Still} context={context} />
      </>,
    );
    document.body.innerHTML = html;
    const island = document.querySelector('wx-island');
    expect(island?.getAttribute('data-island')).toBe('m:main-0');
    expect(island?.parentElement?.getAttribute('data-module')).toBe('counter');
    expect(document.querySelectorAll('wx-island')).toHaveLength(1);
    // The nested module inside the island carries its key, so the browser can keep it as it is.
    expect(island?.querySelector('[data-key="inner"]')?.textContent).toBe('Still still');
  });

  it("hydrate alone with the server's ids, keep nested modules' HTML, and answer clicks", async () => {
    document.body.innerHTML = serverHtml(
      <ModuleView module={counter} component={Counter} context={context} />,
    );
    const island = document.querySelector<HTMLElement>('wx-island');
    const heading = document.querySelector('h2');
    const nested = document.querySelector('[data-key="inner"] p');
    const errors: unknown[] = [];
    const holes = new Map([['inner', document.querySelector('[data-key="inner"]')?.innerHTML]]);
    await act(async () => {
      hydrateRoot(
        island as HTMLElement,
        <IslandRoot env={{ rule, inside: true, scope: '', hole: (k) => holes.get(k) ?? '' }}>
          <ModuleBody module={counter} component={Counter} context={context} />
        </IslandRoot>,
        { identifierPrefix: islandPrefix('m:main-0'), onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    // The same nodes, adopted: nothing was drawn again.
    expect(document.querySelector('h2')).toBe(heading);
    expect(document.querySelector('[data-key="inner"] p')).toBe(nested);
    expect(heading?.id).toBe(document.querySelector('section')?.getAttribute('aria-labelledby'));
    await act(async () => document.querySelector('button')?.click());
    expect(document.querySelector('button')?.textContent).toBe('Pressed 1');
    expect(document.querySelector('[data-key="inner"] p')).toBe(nested);
  });
});
