// Spec section 5: empty fields revert on blur; target boxes take whole numbers only and ignore the rest.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField.tsx';
import type { NumberFieldProps } from './NumberField.tsx';

function Harness(props: Partial<NumberFieldProps> & { initial: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField label="Box" {...rest} value={value} onValueChange={setValue} />
      <output aria-label="committed">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const box = () => screen.getByLabelText('Box');
const committed = () => screen.getByLabelText('committed').textContent;

describe('NumberField', () => {
  it('commits valid values while typing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={25} min={1} max={120} />);
    await user.clear(box());
    await user.type(box(), '42');
    expect(committed()).toBe('42');
  });

  it('reverts an empty field on blur to the last value', async () => {
    const user = userEvent.setup();
    render(<Harness initial={160} min={80} max={500} step={0.1} />);
    await user.clear(box());
    expect(committed()).toBe('160');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box()).toHaveValue('160');
    expect(committed()).toBe('160');
  });

  it('reverts an empty field to revertTo when given (targets revert to the computed value)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2100} integer revertTo={2387} />);
    await user.clear(box());
    await user.tab();
    expect(box()).toHaveValue('2387');
    expect(committed()).toBe('2387');
  });

  it('with integer, ignores a decimal point or letters and keeps what was there', async () => {
    const user = userEvent.setup();
    render(<Harness initial={150} integer />);
    await user.type(box(), '.5');
    expect(box()).toHaveValue('1505');
    expect(committed()).toBe('1505');
    await user.clear(box());
    await user.type(box(), '12a3');
    expect(box()).toHaveValue('123');
    expect(committed()).toBe('123');
  });

  it('accepts decimals when not integer', async () => {
    const user = userEvent.setup();
    render(<Harness initial={160} step={0.1} />);
    await user.clear(box());
    await user.type(box(), '72.5');
    expect(committed()).toBe('72.5');
  });

  it('commits nothing out of range while typing, and clamps on blur', async () => {
    const user = userEvent.setup();
    render(<Harness initial={25} integer min={13} max={120} />);
    await user.clear(box());
    await user.type(box(), '5');
    expect(committed()).toBe('25');
    await user.tab();
    expect(box()).toHaveValue('13');
    expect(committed()).toBe('13');
  });

  it('issue 14 (#11): says why an impossible value was changed, and forgets it once the user types again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={25} integer min={13} max={120} />);
    await user.clear(box());
    await user.type(box(), '5');
    await user.tab();
    const note = '5 is below the minimum of 13, so it was set to 13.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(note);
    await user.clear(box());
    await user.type(box(), '130');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('130 is above the maximum of 120, so it was set to 120.')).toBeInTheDocument();
  });

  it('steps with the arrow keys within bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.5} step={0.1} min={0.1} max={2} />);
    box().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(committed()).toBe('0.7');
    await user.keyboard('{ArrowDown}'.repeat(10));
    expect(committed()).toBe('0.1');
  });

  it('is labelled', () => {
    render(<Harness initial={1} hint="Recommended: 0.5-1 lb per week" />);
    expect(screen.getByRole('textbox', { name: 'Box' })).toHaveAccessibleDescription(
      'Recommended: 0.5-1 lb per week',
    );
  });
});
