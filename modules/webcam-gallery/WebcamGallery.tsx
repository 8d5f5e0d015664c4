import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Webcam, WebcamGalleryConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzTimeAndDate } from '#engine/vocabulary/time.ts';
import './WebcamGallery.css';

const QUIET = 'wx-button wx-button--quiet wx-button--small';

export const ALL_BROKEN =
  'The webcam pictures are not available right now. Please try again later.';

/**
 * A place's webcams (spec topic 'webcam gallery'). Each picture is a link to itself, so without
 * JavaScript it opens full size; with it, it opens in a modal viewer (a native dialog: focus
 * stays inside, Escape closes it and focus returns to the picture) with Previous and Next, also
 * on the arrow keys. A picture that fails to load is hidden (spec, as advert tiles).
 */
export default function WebcamGallery({ config }: ModuleProps<WebcamGalleryConfig>) {
  const id = useId();
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const hide = useCallback(
    (camera: string) => setBroken((b) => (b.has(camera) ? b : new Set(b).add(camera))),
    [],
  );
  const cameras = (config.cameras ?? []).filter((c) => !broken.has(c.id));
  const current = open === null ? undefined : cameras[open];

  // A picture that failed before the page hydrated fired its error event unheard: find those.
  // (A failed image is complete with no width; currentSrc tells it from one not started.)
  useEffect(() => {
    for (const img of list.current?.querySelectorAll('img') ?? [])
      if (img.complete && img.naturalWidth === 0 && img.currentSrc && img.dataset.camera)
        hide(img.dataset.camera);
  }, [hide]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (current && !d.open) d.showModal();
    if (!current && d.open) d.close();
  }, [current]);

  if (!config.cameras?.length) return null;
  const title = config.title ?? `Webcams${config.location ? `: ${config.location.label}` : ''}`;
  const step = (by: number) =>
    setOpen((i) => (i === null ? i : (i + by + cameras.length) % cameras.length));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
  };
  const closed = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <ModuleSection className="wx-webcams" title={title}>
      {cameras.length === 0 ? (
        <p>{ALL_BROKEN}</p>
      ) : (
        <ul className="wx-webcams__list" ref={list}>
          {cameras.map((camera, i) => (
            <li key={camera.id}>
              <figure className="wx-webcams__camera">
                <a
                  href={camera.src}
                  onClick={(e) => {
                    e.preventDefault();
                    opener.current = e.currentTarget;
                    setOpen(i);
                  }}
                >
                  <img
                    src={camera.src}
                    alt={camera.description ?? camera.label}
                    width={camera.width}
                    height={camera.height}
                    loading="lazy"
                    data-camera={camera.id}
                    onError={() => hide(camera.id)}
                  />
                  <span className="wx-visually-hidden"> (enlarge)</span>
                </a>
                <figcaption>
                  <Caption camera={camera} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        className="wx-webcams__viewer"
        aria-labelledby={`${id}-viewer`}
        onClose={closed}
        onKeyDown={onKeyDown}
      >
        {current ? (
          <>
            <h3 id={`${id}-viewer`}>{current.label}</h3>
            <img
              src={current.src}
              alt={current.description ?? current.label}
              width={current.width}
              height={current.height}
              onError={() => {
                hide(current.id);
                setOpen(null);
              }}
            />
            <p>
              <Caption camera={current} />
            </p>
            <div className="wx-webcams__controls">
              {cameras.length > 1 ? (
                <>
                  <button type="button" className={QUIET} onClick={() => step(-1)}>
                    Previous camera
                  </button>
                  <button type="button" className={QUIET} onClick={() => step(1)}>
                    Next camera
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className={QUIET}
                onClick={() => dialog.current?.close()}
                autoFocus
              >
                Close
              </button>
            </div>
          </>
        ) : null}
      </dialog>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}

function Caption({ camera }: { camera: Webcam }) {
  const taken = formatNzTimeAndDate(camera.takenAt);
  return (
    <>
      <strong>{camera.label}</strong>
      {taken ? ` · ${taken}` : ''}
    </>
  );
}
