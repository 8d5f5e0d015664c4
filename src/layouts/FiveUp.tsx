import type { LayoutProps } from './types.ts';
import { PageTitle } from './PageTitle.tsx';
import { SecondarySection } from './SecondarySection.tsx';

/** five-up: first across the top, then left (major, minor), main, right (major, minor). */
export function FiveUp({ title, subtitle, primary, secondary }: LayoutProps) {
  const left = [primary('leftMajor'), primary('leftMinor')].filter(Boolean);
  const right = [primary('rightMajor'), primary('rightMinor')].filter(Boolean);
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} />
      {primary('first')}
      <div
        className={`wx-five${left.length ? ' wx-five--left' : ''}${right.length ? ' wx-five--right' : ''}`}
      >
        <div className="wx-five__main">{primary('main')}</div>
        {left.length ? <div className="wx-five__left">{left}</div> : null}
        {right.length ? <div className="wx-five__right">{right}</div> : null}
      </div>
      <SecondarySection
        items={[...secondary('major'), ...secondary('minor'), ...secondary('right')]}
      />
    </>
  );
}
