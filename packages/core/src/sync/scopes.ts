// What a change touches (decision 120), without the operations' schemas: the document store reads by scope before
// anything is written (issue 15, decision 159).
import type { IsoDate } from '../schemas/index.ts';

/** What a change touches; the server reports changes per scope, the browser keeps one document per scope. */
export type Scope = 'profile' | 'favorites' | `day:${string}` | `body:${string}`;
export const dayScope = (date: IsoDate): Scope => `day:${date}`;
/** Issue 13's weigh-in and incomplete mark of one day. */
export const bodyScope = (date: IsoDate): Scope => `body:${date}`;
