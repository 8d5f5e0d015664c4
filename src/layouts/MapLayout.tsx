import type { LayoutProps } from './types.ts';
import { PageTitle } from './PageTitle.tsx';
import { SecondarySection } from './SecondarySection.tsx';

/** map and warnings-map: the map slot beside a sidebar (main and right slots), stacked on phones. */
export function MapLayout({ title, subtitle, primary, secondary }: LayoutProps) {
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} />
      {primary('first')}
      <div className="wx-maplayout">
        <div className="wx-maplayout__map">{primary('map')}</div>
        <div className="wx-maplayout__side">
          {primary('main')}
          {primary('leftMajor')}
          {primary('leftMinor')}
          {primary('rightMajor')}
          {primary('rightMinor')}
        </div>
      </div>
      <SecondarySection
        items={[...secondary('major'), ...secondary('minor'), ...secondary('right')]}
      />
    </>
  );
}
