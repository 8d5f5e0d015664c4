interface Props {
  /** The rendered document, or null before the first render. */
  html: string | null;
  status: string;
}

/**
 * The page at phone (390 px) and desktop (1366 px, scaled to fit) widths side by side. Sandboxed
 * frames without scripts: the server rendered everything; nothing in a draft can run here.
 */
export function PreviewFrames({ html, status }: Props) {
  return (
    <section className="tools-frames" aria-label="Rendering">
      <p className="tools-frames__status" role="status">
        {status}
      </p>
      <div className="tools-frames__row">
        <figure className="tools-frame tools-frame--phone">
          <figcaption>Phone, 390 px</figcaption>
          <iframe
            title="Preview at phone width (390 px)"
            sandbox="allow-same-origin"
            srcDoc={html ?? ''}
          />
        </figure>
        <figure className="tools-frame tools-frame--desktop">
          <figcaption>Desktop, 1366 px (scaled)</figcaption>
          <div className="tools-frame__scaler">
            <iframe
              title="Preview at desktop width (1366 px)"
              sandbox="allow-same-origin"
              srcDoc={html ?? ''}
            />
          </div>
        </figure>
      </div>
    </section>
  );
}
