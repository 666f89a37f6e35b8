// The bodies of the account endpoints (/api/auth/*, served by Better Auth): the same zod rules as the rest of
// the API, checked before Better Auth sees a request, so a field of the wrong type is a 400, never a 500 or
// an object stored as a name (issue 11). Messages for people; the password rules are spec section 5's.
import { z } from 'zod/mini';

export const PASSWORD = { min: 6, max: 128 } as const;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD.min} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD.max} characters`;
/** Spec section 8 in spirit: the sign-in form shows the server's message (issue 11: "too many attempts, try later"). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match';
/**
 * Issue 15 (decision 198): the cookie the server sets beside the session's (same lifetime, `__Secure-` prefix when
 * secure), without HttpOnly and with no secret in it, so the page's boot script knows a session may be held.
 */
export const SIGNED_IN_COOKIE = 'forkcast.signed_in';

const text = (max: number) => z.string().check(z.maxLength(max));
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your email'),
    z.maxLength(254),
    z.email('Please enter a valid email'),
  );
/** A password being checked: any length the form allows (a stored one may predate a rule). */
const currentPassword = z
  .string()
  .check(z.minLength(1, 'Please enter your password'), z.maxLength(PASSWORD.max));
const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD.min, PASSWORD_TOO_SHORT_MESSAGE),
    z.maxLength(PASSWORD.max, PASSWORD_TOO_LONG_MESSAGE),
  );
const displayName = text(100);
const url = text(2000);
const image = z.nullable(text(2000));

/** Fields Better Auth's own client adds to some calls; typed, never free-form. */
const clientFields = {
  callbackURL: z.optional(url),
  errorCallbackURL: z.optional(url),
  newUserCallbackURL: z.optional(url),
  rememberMe: z.optional(z.boolean()),
};

export const SignUpBody = z.strictObject({
  email,
  password: newPassword,
  name: z.nullish(displayName),
  image: z.optional(image),
  ...clientFields,
});
export const SignInBody = z.strictObject({ email, password: currentPassword, ...clientFields });
/** Only the fields a person may change about themselves: not their email, not their id, nothing else. */
export const UpdateUserBody = z.strictObject({ name: z.optional(displayName), image: z.optional(image) });
export const ChangePasswordBody = z.strictObject({
  currentPassword,
  newPassword,
  revokeOtherSessions: z.optional(z.boolean()),
});
export const ChangeEmailBody = z.strictObject({ newEmail: email, callbackURL: z.optional(url) });
export const DeleteUserBody = z.strictObject({
  password: z.optional(currentPassword),
  token: z.optional(text(500)),
  callbackURL: z.optional(url),
});

/** Better Auth paths (under /api/auth) that take user fields, and the rules their bodies must follow. */
export const ACCOUNT_BODIES = {
  '/sign-up/email': SignUpBody,
  '/sign-in/email': SignInBody,
  '/update-user': UpdateUserBody,
  '/change-password': ChangePasswordBody,
  '/change-email': ChangeEmailBody,
  '/delete-user': DeleteUserBody,
} as const satisfies Record<string, z.ZodMiniType>;
