import { hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import type { Snapshot } from 'xstate';
import { allModules } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext } from '#machines/page.machine.ts';
import { ClientApp } from './app/ClientApp.tsx';
import { clientPageActors } from './app/client-actors.ts';
import { loadModules } from './app/components.ts';
import { browserHistory, dayParam, withoutDayParam } from './app/history.ts';
import { interceptLinks } from './app/links.ts';
import { readEmbeddedState } from './client-state.ts';
import './styles.ts';

async function start(): Promise<void> {
  const embedded = readEmbeddedState(document);
  const root = document.getElementById('root');
  if (!embedded || !root) return; // The server HTML stays as it is: a working page without scripts.
  const { settings } = embedded;

  const actor = createActor(pageMachine.provide({ actors: clientPageActors(settings) }), {
    snapshot: embedded.page as Snapshot<unknown>,
  } as never);
  const context = actor.getSnapshot().context as PageContext;
  const tree = context.tree;
  if (tree) await loadModules([...allModules(tree), ...(tree.parent ? allModules(tree.parent.tree) : [])].map((m) => m.name));
  actor.start();

  const navigate = (url: string, push: boolean) => {
    if (push) browserHistory.push(url);
    actor.send({ type: 'page.load', path: new URL(url, location.href).pathname });
  };
  const closeOverlay = () => {
    const parent = (actor.getSnapshot().context as PageContext).tree?.overlay?.parentUrl;
    if (parent) navigate(parent, true);
  };

  hydrateRoot(root, <ClientApp actor={actor} settings={settings} onCloseOverlay={closeOverlay} />);
  interceptLinks(document.body, (url) => navigate(url, true));
  browserHistory.listen((url) => navigate(url, false));
  // Spec: the day parameter opens that day's accordion and is then removed from the address.
  if (dayParam(location.search)) browserHistory.replace(withoutDayParam(browserHistory.current()));
}

void start();
