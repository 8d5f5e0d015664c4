import { describe, expect, it } from 'vitest';
import {
  addModule,
  duplicateModule,
  exampleConfig,
  moveBy,
  moveModule,
  removeModule,
  slotsOf,
} from './page-edits.ts';

const page = () => ({
  url: '/x',
  layout: {
    name: 'five-up',
    primary: {
      main: [
        { name: 'text', text: 'A' },
        { name: 'text', text: 'B', key: 'b' },
      ],
    },
    secondary: { bottom: [{ name: 'text', text: 'C' }] },
  },
});

describe('arranging modules as JSON edits', () => {
  it('lists the slots a page uses, aliases included, then every other slot', () => {
    const slots = slotsOf(page()).map((s) => s.pointer);
    expect(slots.slice(0, 3)).toEqual([
      '/layout/primary/main',
      '/layout/primary/first',
      '/layout/primary/leftMajor',
    ]);
    expect(slots).toContain('/layout/secondary/bottom');
    expect(slots).toContain('/layout/secondary/major');
    expect(slots).toContain('/layout/last');
    expect(slots).not.toContain('/map/modules');
  });

  it('adds a module to the end of a slot, or to a slot the page does not have yet', () => {
    const end = addModule(page(), '/layout/primary/main', { name: 'promo' });
    expect(end.pointer).toBe('/layout/primary/main/2');
    expect(end.changed).toEqual(['layout', 'primary', 'main']);
    const fresh = addModule(page(), '/layout/primary/rightMajor', { name: 'promo' });
    expect(fresh.pointer).toBe('/layout/primary/rightMajor/0');
    // The slot is new: the editor replaces its parent, which exists.
    expect(fresh.changed).toEqual(['layout', 'primary']);
    expect(fresh.description.layout).toMatchObject({
      primary: { rightMajor: [{ name: 'promo' }] },
    });
  });

  it('removes, duplicates (without the key) and moves modules up and down', () => {
    expect(removeModule(page(), '/layout/primary/main/0').description.layout).toMatchObject({
      primary: { main: [{ text: 'B' }] },
    });
    const copy = duplicateModule(page(), '/layout/primary/main/1');
    expect(copy.pointer).toBe('/layout/primary/main/2');
    expect((copy.description.layout as { primary: { main: unknown[] } }).primary.main[2]).toEqual({
      name: 'text',
      text: 'B',
    });
    const up = moveBy(page(), '/layout/primary/main/1', -1);
    expect(up?.pointer).toBe('/layout/primary/main/0');
    expect(up?.changed).toEqual(['layout', 'primary', 'main']);
    expect(moveBy(page(), '/layout/primary/main/1', 1)).toBeNull();
  });

  it('moves a module to another slot as one edit of their common parent', () => {
    const moved = moveModule(page(), '/layout/primary/main/0', '/layout/secondary/bottom', 0);
    expect(moved.pointer).toBe('/layout/secondary/bottom/0');
    expect(moved.changed).toEqual(['layout']);
    expect(moved.description.layout).toMatchObject({
      primary: { main: [{ text: 'B' }] },
      secondary: { bottom: [{ text: 'A' }, { text: 'C' }] },
    });
  });

  it('starts a new module from its schema’s example, required fields filled', () => {
    expect(exampleConfig('text')).toEqual({
      name: 'text',
      title: 'About',
      text: 'Fine weather.\n\nNorthwesterlies.',
    });
  });
});
