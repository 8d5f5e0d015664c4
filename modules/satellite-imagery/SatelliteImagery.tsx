import type { ModuleProps } from '#engine/module-entry.ts';
import type {
  SatelliteFrame,
  SatelliteImageryConfig,
  SatellitePlace,
} from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { cloudWords, listAnd } from '../shared/map/layers/words.ts';
import type { MapSize } from '../shared/map/zoom.ts';
import { MAP_HEIGHT, MAP_WIDTH } from '../shared/map/projection.ts';
import { SEA_EAST } from '../shared/map/NzMap.tsx';
import './SatelliteImagery.css';

const CHANNEL = { infrared: 'Infrared', visible: 'Visible' } as const;
/** How bright each band of cloud is drawn (the server's thresholds: 20, 40, 60, 80). */
const brightness = (from: number) => Math.min(0.95, 0.2 + from / 100);

const frameName = (f: SatelliteFrame) => `${CHANNEL[f.channel]} image, ${formatNzTime(f.time)}`;

/** 'Thick cloud over Greymouth and Queenstown; clear over Auckland.' for frame `i`. */
function frameWords(places: readonly SatellitePlace[], i: number): string {
  const at = (words: string) =>
    places.filter((p) => cloudWords(p.cloud[i]) === words).map((p) => p.label);
  const thick = [...at('thick cloud'), ...at('cloudy')];
  const clear = at('clear');
  const parts = [
    thick.length ? `cloud over ${listAnd(thick)}` : 'no thick cloud over the main centres',
    clear.length ? `clear over ${listAnd(clear)}` : '',
  ].filter(Boolean);
  const text = `${parts.join('; ')}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Frame({ frame, size }: { frame: SatelliteFrame; size: MapSize }) {
  return (
    <NzMap size={size} label={frameName(frame)}>
      <rect width={MAP_WIDTH + SEA_EAST} height={MAP_HEIGHT} className="wx-satellite__sea" />
      <LandOver />
      <g aria-hidden="true">
        {frame.bands.map((b) => (
          <path key={b.from} d={b.d} fill="#fff" fillOpacity={brightness(b.from)} />
        ))}
      </g>
    </NzMap>
  );
}

/**
 * Satellite imagery: the latest infrared image large, then every frame of the last hours small,
 * each labelled with its time and channel and said in words (where the main centres are under
 * cloud or clear); the cloud over each main centre in the latest images as a table.
 */
export default function SatelliteImagery({ config }: ModuleProps<SatelliteImageryConfig>) {
  const frames = config.frames ?? [];
  const places = config.places ?? [];
  const latestIndex = frames.findLastIndex((f) => f.channel === 'infrared');
  const latest = frames[latestIndex];
  if (!latest) return null;
  const visibleIndex = frames.findLastIndex((f) => f.channel === 'visible');
  const columns = [latestIndex, ...(visibleIndex >= 0 ? [visibleIndex] : [])];
  return (
    <ModuleSection className="wx-satellite" title={config.title} label="Satellite imagery">
      <LayerFigure caption={`Latest: ${frameName(latest)}. ${frameWords(places, latestIndex)}`}>
        <Frame frame={latest} size="large" />
      </LayerFigure>
      <p className="wx-satellite__about">
        Infrared images show cloud day and night, the highest, coldest cloud tops brightest. Visible
        images show sunlit cloud, in daylight only.
        {visibleIndex < 0 ? ' It is dark now: no visible images in these hours.' : ''}
      </p>
      <h3 className="wx-satellite__frames-title">Frames, oldest first</h3>
      <ol className="wx-layer-frames">
        {frames.map((f, i) => (
          <li key={`${f.time}${f.channel}`}>
            <LayerFigure caption={`${frameName(f)}. ${frameWords(places, i)}`}>
              <Frame frame={f} size="small" />
            </LayerFigure>
          </li>
        ))}
      </ol>
      <DataTable
        label="Cloud over the main centres in the latest images"
        showCaption
        className="wx-layer-table"
        columns={['Town', ...columns.map((i) => (frames[i] ? frameName(frames[i]) : ''))]}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: columns.map((i) => cloudWords(p.cloud[i])),
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
