// Spec sections 2, 5 and 8: the sign-in and sign-up forms' labels, busy states and messages.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthForm } from './AuthForm.tsx';
import type { AuthFormProps } from './AuthForm.tsx';

function setup(props: Partial<AuthFormProps> = {}) {
  const all: AuthFormProps = {
    mode: 'login',
    onSubmit: vi.fn(async () => {}),
    providerName: null,
    onProvider: vi.fn(async () => {}),
    onSwitch: vi.fn(),
    onGuest: vi.fn(),
    onCancel: vi.fn(),
    ...props,
  };
  render(<AuthForm {...all} />);
  return { user: userEvent.setup(), ...all };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm?: string) {
  await user.type(screen.getByLabelText('Email'), 'a@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  if (confirm !== undefined) await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('sign-in form', () => {
  it("reads 'Signing in...' while busy and sends the trimmed email", async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { user } = setup({ onSubmit });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Email'), '  a@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith('a@example.com', 'secret1');
    pending.resolve();
  });

  it("falls back to 'Login failed' when the error has no message", async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => Promise.reject(new Error(''))) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('requires email and password', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('offers the identity provider only when the server has one', async () => {
    const { user, onProvider } = setup({ providerName: 'Authentik' });
    await user.click(screen.getByRole('button', { name: 'Continue with Authentik' }));
    expect(onProvider).toHaveBeenCalledOnce();
  });

  it('has no provider button without one; switch, guest and cancel are offered', async () => {
    const { user, onSwitch, onGuest, onCancel } = setup();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSwitch).toHaveBeenCalledOnce();
    expect(onGuest).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says so when the provider sign-in cannot start', async () => {
    const { user } = setup({
      providerName: 'Keycloak',
      onProvider: vi.fn(async () => Promise.reject(new Error())),
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Keycloak' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keycloak login failed');
  });
});

describe('sign-up form', () => {
  it("has the spec's title, subtitle and busy label", async () => {
    const pending = deferred();
    const { user } = setup({ mode: 'signup', onSubmit: () => pending.promise });
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Get started with your nutrition journey')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already have an account? Sign in' })).toBeInTheDocument();
    await fill(user, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    pending.reject(new Error(''));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });

  it('checks that the passwords match before their length', async () => {
    const { user, onSubmit } = setup({ mode: 'signup' });
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.type(screen.getByLabelText('Password'), 'd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
