import { afterEach, describe, expect, it, vi } from 'vitest';
import { measurePlace, placeFromPosition, placeTop } from './readingPlace';

/** A text element whose blocks are `heights` px tall, one under the other from `top` px down the page. */
function text(heights: number[], top: number): HTMLElement {
  const element = document.createElement('div');
  let y = top;
  for (const height of heights) {
    const block = document.createElement('p');
    const at = y;
    block.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: at - window.scrollY, width: 600, height });
    element.appendChild(block);
    y += height;
  }
  return element;
}

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y });

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('readingPlace', () => {
  it('names the paragraph under the window’s top edge and how far into it', () => {
    const t = text([100, 300, 50, 200], 500);
    scrollTo(700); // 200 px into the text: a third of the way into the second block
    expect(measurePlace(t)).toEqual({ scrollY: 700, paragraph: 1, offset: 0.3333 });
    scrollTo(950); // exactly the top of the fourth block
    expect(measurePlace(t)).toEqual({ scrollY: 950, paragraph: 3, offset: 0 });
  });

  it('has no paragraph above the text, below it, or in a text without elements', () => {
    const t = text([100, 100], 500);
    scrollTo(499);
    expect(measurePlace(t)).toEqual({ scrollY: 499 });
    scrollTo(700);
    expect(measurePlace(t)).toEqual({ scrollY: 700 });
    expect(measurePlace(document.createElement('div'))).toEqual({ scrollY: 700 });
    expect(measurePlace(null)).toEqual({ scrollY: 700 });
  });

  it('finds the same words again in another layout, and falls back to scrollY without the paragraph', () => {
    const wide = text([100, 100, 100, 100], 400);
    scrollTo(650);
    const place = measurePlace(wide);
    expect(place).toEqual({ scrollY: 650, paragraph: 2, offset: 0.5 });
    // A narrower screen: each paragraph wraps to twice the height, and the title is taller.
    const narrow = text([200, 200, 200, 200], 450);
    scrollTo(0);
    expect(placeTop(narrow, place)).toBe(450 + 2 * 200 + 100);
    expect(placeTop(narrow, { scrollY: 650, paragraph: 9, offset: 0 })).toBe(650);
    expect(placeTop(narrow, { scrollY: 650 })).toBe(650);
  });

  it('reads a saved position as a place only with both the paragraph and the offset', () => {
    expect(placeFromPosition({ scrollY: 10, timestamp: 1, paragraph: 2, offset: 0.5 })).toEqual({ scrollY: 10, paragraph: 2, offset: 0.5 });
    expect(placeFromPosition({ scrollY: 10, timestamp: 1, paragraph: 2 })).toEqual({ scrollY: 10 });
  });
});
