import type { LayoutProps } from './types.ts';
import { PageTitle } from './PageTitle.tsx';

/** not-found: the page for an unknown location, with whatever help its description carries. */
export function NotFoundLayout({ title, subtitle, primary }: LayoutProps) {
  return (
    <div className="wx-notfound">
      <PageTitle title={title} subtitle={subtitle} />
      {primary('first')}
      {primary('main')}
    </div>
  );
}
