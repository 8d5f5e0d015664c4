import { afterEach } from 'vitest';

/**
 * Runs before every unit-tier file. The tier does not isolate files (vitest.config.ts), so a
 * module is loaded once per worker: Testing Library's automatic clean-up, which registers itself
 * when first imported, would only run after the first component file's tests. Each file unmounts
 * what it rendered here instead, so no file sees another's DOM.
 */
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
