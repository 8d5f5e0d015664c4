import type { PageContext } from '#machines/page.machine.ts';
import type { PageView } from './App.tsx';

/** What the app shows for a page machine state (shared by the server render and the client). */
export function pageView(state: string, context: PageContext): PageView {
  const path = context.path ?? '/national';
  if (state === 'fail' && context.error) {
    const e = context.error;
    return {
      status: 'fail',
      path,
      error:
        e.type === 'component-not-found'
          ? e
          : { type: e.type, status: 'status' in e ? e.status : undefined },
    };
  }
  if ((state === 'success' || state === 'reload') && context.description && context.tree) {
    return { status: 'success', path, description: context.description, tree: context.tree };
  }
  return { status: 'loading', path };
}
