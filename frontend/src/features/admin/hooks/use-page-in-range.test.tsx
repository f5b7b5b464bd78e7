import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { usePageInRange } from './use-page-in-range';

/** A tab on page 3 of 10 rows a page, given the server's answer for that page. */
function renderOnPage3(answer: { total: number } | undefined) {
  return renderHook(
    ({ answer }) => {
      const [page, setPage] = useState(3);
      usePageInRange(page, setPage, answer, 10);
      return page;
    },
    { initialProps: { answer } },
  );
}

describe('usePageInRange', () => {
  it('stays on a page the list still reaches', () => {
    const { result } = renderOnPage3({ total: 25 });
    expect(result.current).toBe(3);
  });

  it('moves back to the last page once the list has shrunk under the page, so the query follows', () => {
    const { result, rerender } = renderOnPage3({ total: 25 });
    rerender({ answer: { total: 15 } });
    expect(result.current).toBe(2);
    rerender({ answer: { total: 0 } });
    expect(result.current).toBe(1);
  });

  it('waits for an answer: loading, failing or showing the previous rows moves nothing', () => {
    const { result } = renderOnPage3(undefined);
    expect(result.current).toBe(3);
  });
});
