// Renders the whole app (providers + real route tree) at a URL, in memory.
import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/app';

export async function renderApp(url = '/') {
  const history = createMemoryHistory({ initialEntries: [url] });
  const view = render(<App history={history} />);
  // Let the router resolve the lazily split route component.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, history };
}
