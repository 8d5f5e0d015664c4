import { useEffect, useRef, useState } from 'react';

/**
 * The site's one live region (issue 29): a status region that is in the page, empty, before it
 * says anything, and says a text only when it changes. The text it is first rendered with is the
 * page as it stands, not news, so it is never spoken; a region created already holding its text
 * is what screen readers miss. Keep it mounted with the part it speaks for, and give it the words
 * of a change ('Favourite Added', '12 results') or '' when there is nothing to say.
 * @example <LiveRegion text={added ? 'Favourite Added' : ''} />
 */
export function LiveRegion({ text }: { text: string }) {
  const [said, say] = useState('');
  const first = useRef<string | null>(text);
  useEffect(() => {
    if (first.current === text) return;
    first.current = null;
    say(text);
  }, [text]);
  return (
    <span className="wx-visually-hidden" role="status">
      {said}
    </span>
  );
}
