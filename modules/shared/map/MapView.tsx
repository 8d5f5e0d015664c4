import { lazy, Suspense, useEffect, useState } from 'react';
import { hydrated } from '#engine/hydrated.ts';
import type { ReactNode } from 'react';
import type { InteractiveMapProps } from './interactive/InteractiveMap.tsx';
import { useSmallScreen } from './use-small-screen.ts';
import './map.css';

// The pan-and-zoom map (Leaflet): a chunk loaded only on a map page, on a small screen or when a
// visitor asks to measure.
const InteractiveMap = lazy(() => import('./interactive/InteractiveMap.tsx'));

/**
 * How long a phone's page must run no long task before the pan-and-zoom map replaces the static
 * one: loading and drawing it are long tasks (measured on the radar page at 4x CPU: 68 ms to
 * evaluate the library, 250 ms to lay the map out), which would stand between a visitor's first
 * tap and its answer. A visitor's first input swaps it at once (after that input is answered).
 */
export const MAP_QUIET_MS = 3000;

/**
 * True once the page has been quiet a while or has had a first input (engine/quiet.ts). The wait's
 * code loads once the page is interactive: it is not in the radar page's first load.
 */
function useQuiet(wanted: boolean): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void hydrated()
      .then(() => import('#engine/quiet.ts'))
      .then((m) => m.whenQuiet(MAP_QUIET_MS))
      .then(() => live && setQuiet(true))
      .catch(() => undefined); // offline: the static map stays, as it is without scripts
    return () => {
      live = false;
    };
  }, [wanted]);
  return quiet;
}

/**
 * A map page's map (spec: a static map on large screens, an interactive one otherwise). Large
 * screens keep the server-rendered SVG and offer the Measure tool, which swaps the interactive
 * map in on demand; the button shows only once scripts run, since it needs them. Small screens
 * swap the interactive map in once the page is quiet or at the first input (MAP_QUIET_MS).
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
  const quiet = useQuiet(small === true);
  const [measure, setMeasure] = useState(false);
  if ((small && quiet) || measure)
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
