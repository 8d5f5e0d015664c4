import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import type { AppProps } from './app/App.tsx';
import { loadModules } from './app/components.ts';
import './styles.ts';

export { loadModules };
export type { AppProps };

/** Renders the app to HTML; the page's modules must have been loaded with `loadModules` first. */
export function renderApp(props: AppProps): string {
  return renderToString(<App {...props} />);
}
export { registry } from '#modules/registry.ts';
