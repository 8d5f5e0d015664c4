import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { InteractiveMapProps } from './interactive/InteractiveMap.tsx';
import { useSmallScreen } from './use-small-screen.ts';
import './map.css';

// The pan-and-zoom map (Leaflet): a chunk loaded only on a map page, on a small screen or when a
// visitor asks to measure.
const InteractiveMap = lazy(() => import('./interactive/InteractiveMap.tsx'));

/**
 * A map page's map (spec: a static map on large screens, an interactive one otherwise). Large
 * screens keep the server-rendered SVG and offer the Measure tool, which swaps the interactive
 * map in on demand; the button shows only once scripts run, since it needs them.
 */
export function MapView({
  staticMap,
  map,
  measure: measurable = true,
}: {
  staticMap: ReactNode;
  map: Omit<InteractiveMapProps, 'measureOpen'>;
  /** Offer the Measure tool (not on the warnings map: nobody measures a warning, issue 22). */
  measure?: boolean;
}) {
  const small = useSmallScreen();
  const [measure, setMeasure] = useState(false);
  if (small || measure)
    return (
      <Suspense fallback={staticMap}>
        <InteractiveMap {...map} measureOpen={measure} measurable={measurable} />
      </Suspense>
    );
  return (
    <>
      {staticMap}
      {small === false && measurable ? (
        <button type="button" className="wx-map-measure" onClick={() => setMeasure(true)}>
          Measure distance or area
        </button>
      ) : null}
    </>
  );
}
