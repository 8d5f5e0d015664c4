import { describe, expect, it } from 'vitest';
import { escapeHtml, inlineScripts, jsonForScript, renderDocument } from './document.ts';

const head = {
  title: 'Auckland <weather>',
  description: 'd',
  themeColour: '#0b4f7c',
  canonical: 'http://localhost:3000/x',
  robots: null,
  meta: [
    { name: 'description', content: 'd "quoted"' },
    { property: 'og:title', content: 'Auckland' },
  ],
};

describe('renderDocument', () => {
  it('escapes head text and embeds state that cannot close its script element', () => {
    const html = renderDocument({
      head,
      css: { text: 'body{}', files: ['/assets/shell.css'] },
      appHtml: '<main></main>',
      state: { t: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<title>Auckland &lt;weather&gt;</title>');
    expect(html).toContain('<meta name="description" content="d &quot;quoted&quot;">');
    expect(html).toContain('<meta property="og:title" content="Auckland">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="wx-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ t: '</script><script>alert(1)</script>' });
  });

  it('adds the prerender 404 tag only for 4xx pages', () => {
    expect(
      renderDocument({
        head,
        status404: true,
        css: { text: '', files: [] },
        appHtml: '',
        state: null,
      }),
    ).toContain('<meta name="prerender-status-code" content="404">');
    expect(
      renderDocument({ head, css: { text: '', files: [] }, appHtml: '', state: null }),
    ).not.toContain('prerender-status-code');
  });

  it('loads the client only after the first contentful paint, by inline scripts the CSP hashes', () => {
    const html = renderDocument({
      head,
      css: { text: '', files: [] },
      appHtml: '',
      state: null,
      clientEntry: '/assets/entry.js',
    });
    const loader = /<script>(\(function\(\)\{.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/assets/entry.js"');
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).not.toMatch(/<script[^>]+src=/);
    // Every executable inline script is one inlineScripts() lists (so its hash is in the CSP),
    // and nothing in the HTML differs per response.
    const executable = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
    expect(executable).toEqual(inlineScripts('/assets/entry.js'));
    expect(html).not.toContain('nonce');
  });

  it('escapes the five HTML specials and line separators', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(jsonForScript('\u2028')).toBe('"\\u2028"');
  });
});
