// The bodies of the account endpoints (/api/auth/*, served by Better Auth): the same zod rules as the rest of
// the API, checked before Better Auth sees a request, so a field of the wrong type is a 400, never a 500 or
// an object stored as a name (issue 11). Messages for people; the password rules are spec section 5's.
import { z } from 'zod';

export const PASSWORD = { min: 6, max: 128 } as const;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD.min} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD.max} characters`;
/** Spec section 8 in spirit: the sign-in form shows the server's message (issue 11: "too many attempts, try later"). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match';

const text = (max: number) => z.string().max(max);
const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .max(254)
  .email('Please enter a valid email');
/** A password being checked: any length the form allows (a stored one may predate a rule). */
const currentPassword = z.string().min(1, 'Please enter your password').max(PASSWORD.max);
const newPassword = z
  .string()
  .min(PASSWORD.min, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD.max, PASSWORD_TOO_LONG_MESSAGE);
const displayName = text(100);
const url = text(2000);
const image = text(2000).nullable();

/** Fields Better Auth's own client adds to some calls; typed, never free-form. */
const clientFields = {
  callbackURL: url.optional(),
  errorCallbackURL: url.optional(),
  newUserCallbackURL: url.optional(),
  rememberMe: z.boolean().optional(),
};

export const SignUpBody = z
  .object({
    email,
    password: newPassword,
    name: displayName.nullish(),
    image: image.optional(),
    ...clientFields,
  })
  .strict();
export const SignInBody = z.object({ email, password: currentPassword, ...clientFields }).strict();
/** Only the fields a person may change about themselves: not their email, not their id, nothing else. */
export const UpdateUserBody = z.object({ name: displayName.optional(), image: image.optional() }).strict();
export const ChangePasswordBody = z
  .object({ currentPassword, newPassword, revokeOtherSessions: z.boolean().optional() })
  .strict();
export const ChangeEmailBody = z.object({ newEmail: email, callbackURL: url.optional() }).strict();
export const DeleteUserBody = z
  .object({ password: currentPassword.optional(), token: text(500).optional(), callbackURL: url.optional() })
  .strict();

/** Better Auth paths (under /api/auth) that take user fields, and the rules their bodies must follow. */
export const ACCOUNT_BODIES = {
  '/sign-up/email': SignUpBody,
  '/sign-in/email': SignInBody,
  '/update-user': UpdateUserBody,
  '/change-password': ChangePasswordBody,
  '/change-email': ChangeEmailBody,
  '/delete-user': DeleteUserBody,
} as const satisfies Record<string, z.ZodType>;
