// The guest store's answers derived from the whole log, core's rules as the server runs them: the estimate (issue
// 13) and the suggestions (spec section 3). Loaded when a view first asks for one: home shows the day before
// their arithmetic has loaded (issue 15, decision 159).
import { rules } from '@forkcast/core';

export const { getExpenditure, getSuggestions } = rules;
