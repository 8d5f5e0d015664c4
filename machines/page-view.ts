import type { PageTree } from '#engine/tree.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { PageContext } from './page.machine.ts';

/** The error screen of a failed page (spec shell doc section 8). */
export type PageError =
  | { type: 'network' | 'server-response'; status?: number; message?: string }
  | { type: 'component-not-found'; code: number; message: string };

/** What the app renders for the page machine's state. */
export type PageView =
  | { status: 'loading'; path: string }
  | { status: 'success'; path: string; description: PageDescription; tree: PageTree }
  | { status: 'fail'; path: string; error: PageError };

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
