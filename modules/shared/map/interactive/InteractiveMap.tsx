import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Marker } from '#schemas/generated/types.ts';
import { rainColourStep } from '../../rain.ts';
import { outlineGeoJson } from './outline-geojson.ts';
import '../map.css';
import './interactive-map.css';

export interface RainCell {
  lat: number;
  lon: number;
  radiusKm: number;
  intensity: number;
}

export interface InteractiveMapProps {
  label: string;
  cells: readonly RainCell[];
  markers: readonly Marker[];
  onSelect: (key: string) => void;
  /** Background tiles ({z}/{x}/{y}, page map config); without it the shipped outline only. */
  tileUrl?: string;
  tileAttribution?: string;
}

/**
 * Hides the labels that would overlap one shown before them (markers come most important first),
 * so a phone at country zoom reads 'Auckland' rather than five names on top of each other; zooming
 * in makes room and brings them back.
 */
function thinLabels(group: L.LayerGroup): void {
  const shown: DOMRect[] = [];
  group.eachLayer((layer) => {
    const el = layer.getTooltip()?.getElement();
    if (!el) return;
    el.style.visibility = '';
    const box = el.getBoundingClientRect();
    const overlaps = shown.some(
      (o) => box.left < o.right && box.right > o.left && box.top < o.bottom && box.bottom > o.top,
    );
    if (overlaps) el.style.visibility = 'hidden';
    else shown.push(box);
  });
}

const NZ_BOUNDS: L.LatLngTuple[] = [
  [-47.4, 166.3],
  [-34.3, 178.6],
];

/**
 * The map for small screens (issue 12): Leaflet, so it pans, pinch-zooms and takes taps. New
 * Zealand is drawn from the outline the project ships (no tile server by default); rain cells and
 * markers come from the module, and a tapped marker opens the module's detail.
 */
/**
 * Leaflet writes a string tooltip or attribution as HTML (innerHTML); names and credits come from
 * content and data, so they go in as text (issue 11: the XSS corpus ran through both).
 */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
const asHtmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default function InteractiveMap({
  label,
  cells,
  markers,
  onSelect,
  tileUrl,
  tileAttribution,
}: InteractiveMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
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
    if (tileUrl) L.tileLayer(tileUrl, { attribution: asHtmlText(tileAttribution ?? '') }).addTo(m);
    else
      L.geoJSON(outlineGeoJson(), {
        style: { className: 'wx-imap__land', weight: 1 },
        interactive: false,
      }).addTo(m);
    m.fitBounds(NZ_BOUNDS);
    const group = L.layerGroup().addTo(m);
    m.on('zoomend', () => thinLabels(group));
    layers.current = group;
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
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
    for (const marker of markers) {
      if (marker.lat === undefined || marker.lon === undefined) continue;
      const name = marker.label?.text ?? marker.key;
      const point = L.circleMarker([marker.lat, marker.lon], {
        radius: 7,
        className: 'wx-imap__marker',
        weight: 2,
        fillOpacity: 1,
      })
        .bindTooltip(textElement(name), {
          permanent: true,
          direction: 'right',
          className: 'wx-imap__label',
        })
        .on('click', () => select.current(marker.key))
        .addTo(group);
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
    thinLabels(group);
  }, [cells, markers]);

  return <div ref={box} className="wx-imap" role="group" aria-label={label} />;
}
