import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Toaster, clearToasts, showToast } from './Toast.tsx';
import { TooltipProvider } from './Tooltip.tsx';

describe('Button', () => {
  it('renders its variant and size and is a plain button by default', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-red-600');
    expect(button.className).toContain('h-12');
  });

  it('shows its tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Button tooltip="Snap or upload a meal photo">Photo</Button>
      </TooltipProvider>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Snap or upload a meal photo');
  });
});

describe('Dialog', () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Edit Quick Add Items" description="Your favorites" trigger={<Button>Edit</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit Quick Add Items' });
    expect(dialog).toHaveAccessibleDescription('Your favorites');
    expect(dialog.className).toContain('w-[min(400px,90vw)]');
    expect(dialog.className).toContain('max-h-[85vh]');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('has a close control', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Add Food Item" trigger={<Button>Add</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Toaster', () => {
  it('announces errors as alerts and other messages as status', () => {
    render(<Toaster />);
    act(() => {
      showToast('Please enter a food name', 'error');
      showToast('Saved', 'success');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a food name');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => clearToasts());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Dialog loading on demand', () => {
  it('opens on first use even when its code was not loaded yet', async () => {
    vi.resetModules();
    const fresh = await import('./Dialog.tsx');
    const user = userEvent.setup();
    render(
      <fresh.Dialog title="Add Description (Optional)" trigger={<Button>Photo</Button>}>
        <fresh.DialogClose>
          <Button>Done</Button>
        </fresh.DialogClose>
      </fresh.Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Photo' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Add Description (Optional)' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('a controlled dialog returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Edit item</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Edit food item">
            <input aria-label="Name" />
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Edit item' }));
    expect(screen.getByRole('dialog', { name: 'Edit food item' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit item' })).toHaveFocus();
  });
});
