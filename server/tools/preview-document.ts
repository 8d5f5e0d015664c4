import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the preview adds to the live document, read once from the builds at start-up. */
export interface PreviewFraming {
  /** The frame's script (src/tools/preview/frame/preview-frame.ts, built); none without a build. */
  script: string | undefined;
  /** The weather icons' sprite, as the page's `<use href>` names it and as markup to inline. */
  sprite: { url: string; markup: string } | undefined;
}

/** The sprite's ids, prefixed so they cannot meet the page's own ids ('rain' is also a slug). */
export const SPRITE_ID_PREFIX = 'wx-sprite-';

/** The sprite file as inline markup: comments out, ids and inner references prefixed, hidden. */
export function inlineSprite(svg: string): string {
  const inner = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/\bid="([^"]+)"/g, `id="${SPRITE_ID_PREFIX}$1"`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${SPRITE_ID_PREFIX}$1"`)
    .trim();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" ' +
    `style="position:absolute;width:0;height:0;overflow:hidden">${inner}</svg>`
  );
}

/** The sprite of the visitors' build (modules/shared/icons.svg), from its manifest. */
function readSprite(staticDir: string): PreviewFraming['sprite'] {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest['modules/shared/icons.svg']?.file;
  if (!file || !existsSync(join(staticDir, file))) return undefined;
  return { url: `/${file}`, markup: inlineSprite(readFileSync(join(staticDir, file), 'utf8')) };
}

/** The framing of this build: the frame script (read by readToolsAssets) and the sprite. */
export function readPreviewFraming(staticDir: string, script: string | undefined): PreviewFraming {
  if (script?.toLowerCase().includes('</script'))
    throw new Error('The preview frame script must not contain "</script": it is inlined.');
  // In a function of its own: the build's top-level names must not become the page's globals.
  return { script: script && `(function(){${script}\n})()`, sprite: readSprite(staticDir) };
}

/**
 * The live document as the preview's frame shows it (decision 015, amended by issue 23): links
 * open the live page in a new tab (`<base target="_blank">`), the frame's script runs first, and
 * the icons point at a copy of the sprite inside the document, because a sandboxed frame's
 * opaque origin may not `<use>` a file of the site. Nothing else of the live document changes.
 */
export function previewDocument(liveHtml: string, framing: PreviewFraming): string {
  const script = framing.script ? `<script>${framing.script}</script>` : '';
  // Replacer functions: a '$' in the script must not be read as a replacement pattern.
  let html = liveHtml.replace('<head>', () => `<head><base target="_blank">${script}`);
  const { sprite } = framing;
  if (sprite) {
    html = html
      .replaceAll(`href="${sprite.url}#`, () => `href="#${SPRITE_ID_PREFIX}`)
      .replace('</body>', () => `${sprite.markup}</body>`);
  }
  return html;
}
