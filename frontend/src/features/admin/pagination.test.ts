import { describe, expect, it } from 'vitest';
import { clampPage, pageButtons, pageCount, pageRange } from './pagination';

describe('pageButtons', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows five numbered pages, an ellipsis and the last page on a long list', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageButtons(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('keeps the current page in the middle of the five while it can', () => {
    expect(pageButtons(9, 20)).toEqual([7, 8, 9, 10, 11, 'ellipsis', 20]);
  });

  it('drops the ellipsis when the five reach the page before the last', () => {
    expect(pageButtons(17, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageButtons(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ends on the last five pages at the end of the list', () => {
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('never shows more than five pages plus the last one', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const numbers = pageButtons(page, pages).filter((b) => b !== 'ellipsis');
        expect(numbers).toContain(page);
        expect(numbers).toContain(pages);
        expect(numbers.length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('treats an out-of-range current page as the nearest real one', () => {
    expect(pageButtons(0, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('page arithmetic', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('clamps a page into range', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
  });

  it("gives 'Showing X to Y of Z' bounds, and 0 to 0 when empty", () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10, total: 42 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42, total: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
