// Issue 13's estimate over the guest's store (core's rule, as the server runs it), loaded when a view first asks
// for it: home shows the day before the estimate's arithmetic has loaded (issue 15, decision 159).
import { rules } from '@forkcast/core';

export const getExpenditure = rules.getExpenditure;
