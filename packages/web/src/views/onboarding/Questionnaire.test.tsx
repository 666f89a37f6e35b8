// Spec sections 2, 4 and 5: the two-step questionnaire's rules.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@forkcast/core';
import { describe, expect, it, vi } from 'vitest';
import { Questionnaire } from './Questionnaire.tsx';

function setup() {
  const onComplete = vi.fn<(p: Profile) => void>();
  const onSkip = vi.fn();
  const onCancel = vi.fn();
  render(<Questionnaire onComplete={onComplete} onSkip={onSkip} onCancel={onCancel} />);
  return { user: userEvent.setup(), onComplete, onSkip, onCancel };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('Questionnaire step 1', () => {
  it('starts from the onboarding defaults at step 1 of 2', () => {
    setup();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('heading', { name: 'Set Up Your Profile' })).toBeInTheDocument();
    expect(field('Age')).toHaveValue('25');
    expect(field('Weight (lb)')).toHaveValue('160');
    expect(field('Feet')).toHaveValue('5');
    expect(field('Inches')).toHaveValue('9');
    expect(field('Activity level')).toHaveValue('moderate');
    expect(screen.getByRole('option', { name: 'Light (1-3 days/week)' })).toBeInTheDocument();
  });

  it('a sex change sets the default weight and height', async () => {
    const { user } = setup();
    await user.selectOptions(field('Sex'), 'female');
    expect(field('Weight (lb)')).toHaveValue('140');
    expect(field('Feet')).toHaveValue('5');
    expect(field('Inches')).toHaveValue('5');
    await user.selectOptions(field('Sex'), 'male');
    expect(field('Weight (lb)')).toHaveValue('160');
    expect(field('Inches')).toHaveValue('9');
  });

  it('but leaves a typed weight alone (and still sets the untouched height)', async () => {
    const { user } = setup();
    await user.clear(field('Weight (lb)'));
    await user.type(field('Weight (lb)'), '172');
    await user.selectOptions(field('Sex'), 'female');
    expect(field('Weight (lb)')).toHaveValue('172');
    expect(field('Inches')).toHaveValue('5');
  });

  it('an empty field reverts on blur', async () => {
    const { user } = setup();
    await user.clear(field('Age'));
    await user.tab();
    expect(field('Age')).toHaveValue('25');
  });

  it('goal change: lose and gain show the rate at 0.5 with their hints; maintain hides it', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText(/Rate/)).not.toBeInTheDocument();
    await user.selectOptions(field('Goal'), 'lose');
    const rate = screen.getByLabelText('Rate (lb to lose per week)');
    expect(rate).toHaveValue('0.5');
    expect(rate).toHaveAccessibleDescription('Recommended: 0.5-2 lb per week');
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.selectOptions(field('Goal'), 'gain');
    const gain = screen.getByLabelText('Rate (lb to gain per week)');
    expect(gain).toHaveValue('0.5');
    expect(gain).toHaveAccessibleDescription('Recommended: 0.5-1 lb per week');
  });

  it('Skip and Cancel hand back to the caller', async () => {
    const { user, onSkip, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('Questionnaire step 2', () => {
  it('shows the computed targets and the goal and activity in upper case', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Nutrition Plan' })).toBeInTheDocument();
    // 25, male, 160 lb, 69 in, moderate: Mifflin-St Jeor x 1.55 = 2637 kcal.
    expect(field('Calories')).toHaveValue('2637');
    expect(screen.getByText('MAINTAIN WEIGHT · MODERATE')).toBeInTheDocument();
    expect(screen.getByText(/160 lb, 5 ft 9 in/)).toBeInTheDocument();
  });

  it('target boxes: whole numbers only, empty reverts to the computed value, Complete saves', async () => {
    const { user, onComplete } = setup();
    await user.selectOptions(field('Goal'), 'lose');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('LOSE 0.5 LB/WEEK · MODERATE')).toBeInTheDocument();
    expect(field('Calories')).toHaveValue('2387');
    await user.clear(field('Calories'));
    await user.tab();
    expect(field('Calories')).toHaveValue('2387');
    await user.clear(field('Protein (g)'));
    await user.type(field('Protein (g)'), '17x0.5');
    expect(field('Protein (g)')).toHaveValue('1705');
    await user.clear(field('Protein (g)'));
    await user.type(field('Protein (g)'), '170');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete.mock.calls[0]![0]).toMatchObject({
      age: 25,
      sex: 'male',
      weight: 160,
      height: 69,
      activityLevel: 'moderate',
      goal: 'custom',
      goalType: 'lose',
      customWeightChange: -0.5,
      targetCalories: 2387,
      targetProtein: 170,
      walkthroughCompleted: false,
      unitSystem: 'imperial',
    });
  });

  it('Back returns to step 1 with the answers kept', async () => {
    const { user } = setup();
    await user.clear(field('Age'));
    await user.type(field('Age'), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(field('Age')).toHaveValue('40');
  });
});

describe('Questionnaire units (decision 050)', () => {
  it('shows kg and cm when metric is chosen and stores pounds and inches', async () => {
    const { user, onComplete } = setup();
    await user.selectOptions(field('Units'), 'metric');
    expect(field('Weight (kg)')).toHaveValue('72.6');
    expect(field('Height (cm)')).toHaveValue('175.3');
    await user.clear(field('Weight (kg)'));
    await user.type(field('Weight (kg)'), '80');
    await user.clear(field('Height (cm)'));
    await user.type(field('Height (cm)'), '180');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/80 kg, 180 cm/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const saved = onComplete.mock.calls[0]![0];
    expect(saved.unitSystem).toBe('metric');
    expect(saved.weight).toBeCloseTo(176.37, 2);
    expect(saved.height).toBeCloseTo(70.87, 2);
  });
});
