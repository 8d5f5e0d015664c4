import { describe, expect, it } from 'vitest';
import type { ResolvedModule } from '#engine/tree.ts';
import { markModules } from './module-markers.ts';
import { inlineSprite, previewDocument } from './preview-document.ts';

const LIVE =
  '<!doctype html><html lang="en-NZ"><head><title>T</title></head><body><div id="root">' +
  '<svg><use href="/assets/S.svg#rain"></use></svg></div></body></html>';

describe('the preview document', () => {
  it('is the live document with links to a new tab, the frame script first and the icons inlined', () => {
    const html = previewDocument(LIVE, {
      script: 'var a="$&$\'";',
      sprite: { url: '/assets/S.svg', markup: '<svg id="sprite"></svg>' },
    });
    expect(html).toBe(
      '<!doctype html><html lang="en-NZ"><head><base target="_blank"><script>var a="$&$\'";</script>' +
        '<title>T</title></head><body><div id="root"><svg><use href="#wx-sprite-rain"></use></svg>' +
        '</div><svg id="sprite"></svg></body></html>',
    );
  });

  it('inlines the sprite hidden, its ids and inner references prefixed, without comments', () => {
    const markup = inlineSprite(
      '<svg xmlns="http://www.w3.org/2000/svg">\n<!-- a -- note -->\n<defs><g id="cloud"/></defs>' +
        '<symbol id="rain"><use href="#cloud"/></symbol></svg>\n',
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" ' +
        'style="position:absolute;width:0;height:0;overflow:hidden"><defs><g id="wx-sprite-cloud"/>' +
        '</defs><symbol id="wx-sprite-rain"><use href="#wx-sprite-cloud"/></symbol></svg>',
    );
  });
});

describe('module markers', () => {
  const modules = [
    { key: 'primary.main-0', name: 'text', config: { name: 'text' } },
    { key: 'my "key"', name: 'tabs', config: { name: 'tabs' } },
  ] as ResolvedModule[];

  it('names each module element of the real HTML by the marker render', () => {
    const real =
      '<div class="wx-module" data-module="tabs"><div class="wx-module-problem" role="note" data-module="text">Bad</div></div>';
    const marker =
      '<div class="wx-module wx-hide-wxmark1wxmark" data-module="tabs"><div class="wx-module-problem" role="note" data-module="text">wxmark0wxmark</div></div>';
    expect(markModules(real, marker, modules)).toBe(
      '<div class="wx-module" data-wx-key="my &quot;key&quot;" data-module="tabs"><div class="wx-module-problem" role="note" data-wx-key="primary.main-0" data-module="text">Bad</div></div>',
    );
  });

  it('leaves the HTML as it is when the two renders do not line up', () => {
    const real = '<div class="wx-module" data-module="text"></div>';
    expect(markModules(real, '', modules)).toBe(real);
  });
});
