import { HttpError } from '../http/errors.ts';
export { FUTURE_DATE_MESSAGE } from '@forkcast/core';

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

// Spec section 8 messages.
export const noDayMessage = (date: string) => `No daily intake found for date: ${date}`;
