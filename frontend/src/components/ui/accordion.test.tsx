import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = ['One', 'Two', 'Three'].map((title) => ({ id: title, title, content: <p>{title} answer</p> }));

function expanded() {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);
}

describe('Accordion', () => {
  it('starts with every item closed', () => {
    render(<Accordion items={items} />);
    expect(expanded()).toEqual([]);
    expect(screen.getByText('One answer').closest('[role=region]')?.hasAttribute('hidden')).toBe(true);
  });

  it('opening an item closes the one that was open; clicking it again closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'One' }));
    expect(expanded()).toEqual(['One']);
    await user.click(screen.getByRole('button', { name: 'Three' }));
    expect(expanded()).toEqual(['Three']);
    expect(screen.getByRole('region', { name: 'Three' }).textContent).toBe('Three answer');
    await user.click(screen.getByRole('button', { name: 'Three' }));
    expect(expanded()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['One']);
    await user.tab();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['Two']);
  });
});
