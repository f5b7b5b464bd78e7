import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'a', label: 'Alpha', content: <p>Alpha body</p> },
  { id: 'b', label: 'Beta', content: <p>Beta body</p> },
  { id: 'c', label: 'Gamma', content: <p>Gamma body</p> },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" items={items} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Alpha body');
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Gamma body');
  });

  it('arrow keys, Home and End move the selection and the focus, wrapping around', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Sections" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gamma' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Gamma body');
    await user.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
  });

  it('only the selected tab is in the tab order', () => {
    render(<Tabs label="Sections" items={items} defaultValue="b" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });
});
