import { safeHref, sanitise, sanitiseHtml } from './sanitise.ts';

describe('sanitiseHtml keeps the allowed formatting', () => {
  it.each([
    [
      '<p>A <strong>total</strong> <em>fire</em> ban.</p>',
      '<p>A <strong>total</strong> <em>fire</em> ban.</p>',
    ],
    ['<b>bold</b> and <i>italic</i>', '<strong>bold</strong> and <em>italic</em>'],
    [
      '<h3>Title</h3><h4>Sub</h4><ul><li>one</li><li>two</ul><ol><li>1</li></ol>',
      '<h3>Title</h3><h4>Sub</h4><ul><li>one</li><li>two</li></ul><ol><li>1</li></ol>',
    ],
    ['line<br/>break<br>', 'line<br>break<br>'],
    [
      '<a href="/warnings/home" onclick="x()" class="c">Warnings</a>',
      '<a href="/warnings/home">Warnings</a>',
    ],
    [
      "<a href='https://example.org/a?b=1&amp;c=2'>x</a>",
      '<a href="https://example.org/a?b=1&amp;c=2">x</a>',
    ],
    [
      '<a href="#tides">x</a> <a href="mailto:help@example.org">mail</a>',
      '<a href="#tides">x</a> <a href="mailto:help@example.org">mail</a>',
    ],
    [
      'Fish &amp; chips &lt;3 &deg; &#8211; &#x2014; &bogus;',
      'Fish &amp; chips &lt;3 ° – — &amp;bogus;',
    ],
    ['<div><span>kept text</span></div>', 'kept text'],
  ])('%s', (input, output) => {
    expect(sanitiseHtml(input)).toBe(output);
  });

  it('repairs nesting the way a browser reads it', () => {
    expect(sanitiseHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitiseHtml('<p>a<ul><li>b</li></ul>c</p>')).toBe('<p>a</p><ul><li>b</li></ul>c');
    expect(sanitiseHtml('<strong>a<h3>b</h3></strong>')).toBe('<strong>a</strong><h3>b</h3>');
    expect(sanitiseHtml('<li>stray</li>')).toBe('stray');
    expect(sanitiseHtml('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
    expect(sanitiseHtml('<a href="/a">x<a href="/b">y</a></a>')).toBe(
      '<a href="/a">x</a><a href="/b">y</a>',
    );
    expect(sanitiseHtml('</p>unopened</strong>')).toBe('unopened');
  });
});

describe('sanitiseHtml refuses XSS payloads', () => {
  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<style>body{background:url(javascript:alert(1))}</style>',
    '<math><mtext><script>alert(1)</script></mtext></math>',
    '<!--<script>alert(1)</script>-->',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<template><img src=x onerror=alert(1)></template>',
  ])('%s leaves nothing executable', (payload) => {
    const out = sanitiseHtml(payload);
    expect(out).not.toMatch(/<(script|img|svg|iframe|style|object|math|template)/i);
    expect(out).not.toMatch(/on\w+=|javascript:/i);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example/',
    'https:/\\evil',
  ])('drops the href %s', (href) => {
    expect(safeHref(href)).toBeNull();
    const [a] = sanitise(`<a href="${href}">click</a>`);
    expect(a).toEqual({ tag: 'a', children: ['click'] });
  });

  it('keeps text that looks like markup as text', () => {
    expect(sanitise('1 < 2 and <3 "quotes" >')).toEqual(['1 < 2 and <3 "quotes" >']);
    expect(sanitiseHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<a href="/x" title=">"><script>1</script>y</a>')).toBe(
      '<a href="/x">y</a>',
    );
    expect(sanitiseHtml('unclosed <a href="/x"')).toBe('unclosed ');
  });
});
