// Spec sections 2 and 9: top placement, 300 ms delay, 300 ms skip delay; keyboard focus shows it at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { TooltipProvider } from './Tooltip.tsx';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setup() {
  render(
    <TooltipProvider>
      <Button tooltip="Snap or upload a meal photo">Photo</Button>
      <Button tooltip="Send">Send</Button>
    </TooltipProvider>,
  );
  return userEvent.setup();
}

describe('Tooltip', () => {
  it('appears only after the hover delay, describes its trigger, and leaving hides it', async () => {
    const user = setup();
    const photo = screen.getByRole('button', { name: 'Photo' });
    await user.hover(photo);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Snap or upload a meal photo');
    expect(photo).toHaveAccessibleDescription('Snap or upload a meal photo');
    await user.unhover(photo);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next one at once within the skip delay, and with the delay again after it', async () => {
    const user = setup();
    await user.hover(screen.getByRole('button', { name: 'Photo' }));
    await screen.findByRole('tooltip');
    await user.unhover(screen.getByRole('button', { name: 'Photo' }));
    await user.hover(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Send');
    await user.unhover(screen.getByRole('button', { name: 'Send' }));
    await pause(350);
    await user.hover(screen.getByRole('button', { name: 'Photo' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Snap or upload a meal photo');
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const user = setup();
    await user.tab();
    // On focus, once the bubble's code is here (it loads with the first tooltip, decision 159).
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Snap or upload a meal photo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo' })).toHaveFocus();
  });
});
