import { HttpError } from '../http/errors.ts';

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

// Spec section 8 messages.
export const FUTURE_DATE_MESSAGE = 'Cannot add items to future dates';
export const noDayMessage = (date: string) => `No daily intake found for date: ${date}`;
