import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from './faq';

describe('Faq', () => {
  it('lists seven questions, with at most one answer open', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Is Oddsmith free?' }));
    await user.click(screen.getByRole('button', { name: 'How many credits do I need to start?' }));
    const open = questions.filter((q) => q.getAttribute('aria-expanded') === 'true');
    expect(open.map((q) => q.textContent)).toEqual(['How many credits do I need to start?']);
    expect(
      screen.getByRole('region', { name: 'How many credits do I need to start?' }).textContent,
    ).toContain('You start with 10 credits');
  });
});
