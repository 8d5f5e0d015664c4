import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Marker } from '#schemas/generated/types.ts';
import { rainColourStep } from '#engine/vocabulary/rain.ts';
import { MeasureTool } from './MeasureTool.tsx';
import { outlineGeoJson } from './outline-geojson.ts';
import basemapUrl from '../nz-basemap.json?url';
import '../map.css';
import './interactive-map.css';

export interface RainCell {
  lat: number;
  lon: number;
  radiusKm: number;
  intensity: number;
}

/** A shape to tap (a warning's area): rings of [lat, lon] pairs, coloured by its class. */
export interface MapArea {
  key: string;
  name: string;
  className: string;
  rings: ReadonlyArray<ReadonlyArray<readonly number[]>>;
}

export interface InteractiveMapProps {
  label: string;
  cells?: readonly RainCell[];
  markers?: readonly Marker[];
  areas?: readonly MapArea[];
  /** A marker's own fill and text colours (the air temperature's step), else the brand's. */
  tint?: (marker: Marker) => { background: string; text: string } | undefined;
  /** Opens the detail of a marker or area, by key. */
  onSelect: (key: string) => void;
  /** Start with the Measure tool open (a large screen asked for it). */
  measureOpen?: boolean;
  /** Offer the Measure tool at all (default yes). */
  measurable?: boolean;
  /** Background tiles ({z}/{x}/{y}, page map config); without it the shipped outline only. */
  tileUrl?: string;
  tileAttribution?: string;
}

/** A marker's radius: a 24 px target at least (WCAG 2.5.8), 28 px with a value's colour. */
const MARKER_RADIUS = 12;
const TINTED_RADIUS = 14;
// Its SVG needs the max-width reset Leaflet gives only its own overlay pane (interactive-map.css).
const MARKER_PANE = 'wx-markers';

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;
const overlap = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
const within = (a: Box, frame: Box) =>
  a.left >= frame.left && a.right <= frame.right && a.top >= frame.top && a.bottom <= frame.bottom;

/**
 * Thins what would collide (issues 22 and 29), markers first (most important first), then the
 * basemap's towns (largest first). A marker whose target would overlap a shown one's goes with its
 * name (Coronet Peak and Cardrona beside Queenstown at country zoom: targets that overlap are not
 * targets, WCAG 2.5.8). A name that would run off the map's edge moves to the marker's other side;
 * a name still cut, or overlapping one shown before it, is hidden; a town's name also gives way to
 * a marker. A phone at country zoom reads 'Auckland', not five names on top of each other nor
 * 'Gisb'; zooming in makes room and brings them back.
 */
function thinMap(map: L.Map, points: L.LayerGroup, towns: L.LayerGroup): void {
  const frame = map.getContainer().getBoundingClientRect();
  const targets: Box[] = [];
  const labels: Box[] = [];
  points.eachLayer((layer) => {
    const point = (layer as L.CircleMarker).getElement?.() as SVGElement | undefined;
    const tooltip = layer.getTooltip();
    const label = tooltip?.getElement();
    for (const el of [point, label]) el?.style.removeProperty('display');
    const target = point?.getBoundingClientRect();
    if (target && targets.some((t) => overlap(target, t))) {
      for (const el of [point, label]) el?.style.setProperty('display', 'none');
      return;
    }
    if (target) targets.push(target);
    if (!tooltip || !label) return;
    label.style.visibility = '';
    if (tooltip.options.direction !== 'right') {
      tooltip.options.direction = 'right';
      tooltip.update();
    }
    let box = label.getBoundingClientRect();
    if (box.right > frame.right) {
      tooltip.options.direction = 'left';
      tooltip.update();
      box = label.getBoundingClientRect();
    }
    if (!within(box, frame) || labels.some((o) => overlap(box, o)))
      label.style.visibility = 'hidden';
    else labels.push(box);
  });
  // A basemap town is a marker that is all name.
  towns.eachLayer((layer) => {
    const el = layer instanceof L.Marker ? layer.getElement() : undefined;
    if (!el) return;
    el.style.visibility = '';
    const box = el.getBoundingClientRect();
    const taken = [...labels, ...targets].some((o) => overlap(box, o));
    if (!within(box, frame) || taken) el.style.visibility = 'hidden';
    else labels.push(box);
  });
}

interface BasemapPlace {
  name: string;
  at: L.LatLngTuple;
}

/**
 * The basemap this server ships (../nz-basemap.json, built from Natural Earth and GeoNames by
 * ../nz-basemap.build.ts): fetched like a tile, as a static asset, once the map is up.
 */
async function loadBasemap(): Promise<{
  land: GeoJSON.Feature;
  places: BasemapPlace[];
  credit: string;
}> {
  const res = await fetch(basemapUrl);
  if (!res.ok) throw new Error(`basemap: HTTP ${res.status}`);
  const map = (await res.json()) as GeoJSON.FeatureCollection & { attribution?: string };
  const land = map.features.find((f) => f.properties?.layer === 'land');
  if (!land) throw new Error('basemap: no land');
  const places = map.features.flatMap((f) =>
    f.properties?.layer === 'place' && f.geometry.type === 'Point'
      ? [
          {
            name: String(f.properties.name),
            at: [f.geometry.coordinates[1], f.geometry.coordinates[0]] as L.LatLngTuple,
          },
        ]
      : [],
  );
  return { land, places, credit: map.attribution ?? '' };
}

const NZ_BOUNDS: L.LatLngTuple[] = [
  [-47.4, 166.3],
  [-34.3, 178.6],
];

/**
 * Leaflet writes a string tooltip or attribution as HTML (innerHTML); names and credits come from
 * content and data, so every tooltip (markers' names, warning areas' CAP headlines) and the
 * attribution go in as text (issue 11: the XSS corpus ran through them).
 */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
const asHtmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NONE: readonly never[] = [];

/** CAP rings may run past 180° as negative longitudes; Leaflet draws them beside New Zealand. */
const east = (ring: ReadonlyArray<readonly number[]>): L.LatLngTuple[] =>
  ring.map(([lat, lon]) => [Number(lat), Number(lon) < 0 ? Number(lon) + 360 : Number(lon)]);

/**
 * The map for small screens (issue 12): Leaflet, so it pans, pinch-zooms and takes taps. New
 * Zealand is drawn from the outline the project ships (no tile server by default); rain cells and
 * markers come from the module, and a tapped marker opens the module's detail.
 */
export default function InteractiveMap({
  label,
  cells = NONE,
  markers = NONE,
  areas = NONE,
  tint,
  onSelect,
  measureOpen = false,
  measurable = true,
  tileUrl,
  tileAttribution,
}: InteractiveMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [ready, setReady] = useState<L.Map | null>(null);
  // While measuring, a tap adds a point rather than opening a marker's detail.
  const measuring = useRef(measureOpen);
  // Rain and areas in one layer, markers in another: a new radar frame redraws the rain only, so
  // a focused marker is never destroyed under the visitor (issue 29).
  const layers = useRef<L.LayerGroup | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const thinRef = useRef<() => void>(() => undefined);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, {
      zoomSnap: 0.5,
      maxBounds: L.latLngBounds(NZ_BOUNDS).pad(0.5),
      minZoom: 4,
      maxZoom: 11,
      attributionControl: Boolean(tileUrl),
    });
    // The basemap below the rain and the markers: land over the sea, then the towns' names.
    m.createPane('wx-land').style.zIndex = '250';
    m.createPane('wx-towns').style.zIndex = '350';
    // Markers draw in a pane above the rain, which is redrawn under them with every frame.
    m.createPane(MARKER_PANE).style.zIndex = '450';
    const group = L.layerGroup();
    const points = L.layerGroup();
    const towns = L.layerGroup();
    const thin = () => thinMap(m, points, towns);
    if (tileUrl) L.tileLayer(tileUrl, { attribution: asHtmlText(tileAttribution ?? '') }).addTo(m);
    else {
      // The outline in the chunk shows at once; the basemap's land and towns replace it.
      const outline = L.geoJSON(outlineGeoJson(), {
        style: { className: 'wx-imap__land', weight: 1 },
        interactive: false,
      }).addTo(m);
      loadBasemap()
        .then(({ land, places, credit }) => {
          if (!map.current) return;
          outline.remove();
          L.geoJSON(land, {
            style: { className: 'wx-imap__land', weight: 1 },
            interactive: false,
            pane: 'wx-land',
          }).addTo(m);
          for (const place of places)
            L.marker(place.at, {
              icon: L.divIcon({
                className: 'wx-imap__town',
                html: textElement(place.name),
                iconSize: null as unknown as L.PointExpression, // sized by its text (CSS)
              }),
              interactive: false,
              keyboard: false,
              pane: 'wx-towns',
            }).addTo(towns);
          L.control.attribution({ prefix: false }).addAttribution(asHtmlText(credit)).addTo(m);
          thin();
        })
        .catch(() => undefined); // the outline stays: the map still works
    }
    m.fitBounds(NZ_BOUNDS);
    towns.addTo(m);
    group.addTo(m);
    points.addTo(m);
    m.on('zoomend', thin);
    thinRef.current = thin;
    layers.current = group;
    markerLayer.current = points;
    map.current = m;
    setReady(m);
    return () => {
      m.remove();
      map.current = null;
      markerLayer.current = null;
      setReady(null);
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const group = layers.current;
    if (!group) return;
    group.clearLayers();
    for (const c of cells)
      L.circle([c.lat, c.lon], {
        radius: c.radiusKm * 1000,
        stroke: false,
        // The rain bands' colours come from the class (map.css), as on the static map.
        className: `wx-rain-fill--${rainColourStep(c.intensity)}`,
        fillOpacity: 0.75,
        interactive: false,
      }).addTo(group);
    for (const area of areas)
      L.polygon(area.rings.map(east), { className: area.className, weight: 1, fillOpacity: 0.7 })
        .bindTooltip(textElement(area.name), { sticky: true })
        .on('click', () => measuring.current || select.current(area.key))
        .addTo(group);
  }, [cells, areas, ready]);

  useEffect(() => {
    const group = markerLayer.current;
    if (!group) return;
    group.clearLayers();
    for (const marker of markers) {
      if (marker.lat === undefined || marker.lon === undefined) continue;
      const name = marker.label?.text ?? marker.key;
      const colour = tint?.(marker);
      const point = L.circleMarker([marker.lat, marker.lon], {
        radius: colour ? TINTED_RADIUS : MARKER_RADIUS,
        pane: MARKER_PANE,
        className: 'wx-imap__marker',
        weight: 2,
        fillOpacity: 1,
        ...(colour ? { fillColor: colour.background } : {}),
      })
        .bindTooltip(textElement(marker.view?.text ? `${name} ${marker.view.text}` : name), {
          permanent: true,
          direction: 'right',
          className: 'wx-imap__label',
        })
        .on('click', () => measuring.current || select.current(marker.key))
        .addTo(group);
      // A tinted marker's fill is its value's colour, not the brand's (style beats the attribute).
      if (colour)
        (point.getElement() as SVGElement | undefined)?.style.setProperty(
          'fill',
          colour.background,
        );
      // Taps and keys reach the marker's own element: a button for screen readers and keyboards.
      const node = point.getElement();
      node?.setAttribute('role', 'button');
      node?.setAttribute('tabindex', '0');
      node?.setAttribute('aria-label', `${name}: show conditions`);
      node?.addEventListener('keydown', (e) => {
        const key = (e as KeyboardEvent).key;
        if (key === 'Enter' || key === ' ') {
          e.preventDefault();
          select.current(marker.key);
        }
      });
    }
    thinRef.current();
  }, [markers, tint, ready]);

  return (
    <div className="wx-imap-wrap">
      <div ref={box} className="wx-imap" role="group" aria-label={label} />
      {measurable ? (
        <MeasureTool
          map={ready}
          startOpen={measureOpen}
          onOpen={(open) => {
            measuring.current = open;
          }}
        />
      ) : null}
    </div>
  );
}
