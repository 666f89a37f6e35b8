// Decision 050: units are a display preference; storage stays pounds and total inches.
import { CM_PER_IN, KG_PER_LB, splitInches } from '@forkcast/core';
import type { Profile } from '@forkcast/core';

export type UnitSystem = Profile['unitSystem'];

const round1 = (n: number): number => Math.round(n * 10) / 10;
// Stored values keep two decimals so a metric entry reads back exactly (80 kg -> 176.37 lb -> 80 kg).
const round2 = (n: number): number => Math.round(n * 100) / 100;

export const lbToKg = (lb: number): number => round1(lb * KG_PER_LB);
export const kgToLb = (kg: number): number => round2(kg / KG_PER_LB);
export const inToCm = (inches: number): number => round1(inches * CM_PER_IN);
export const cmToIn = (cm: number): number => round2(cm / CM_PER_IN);

/** '160 lb' or '72.6 kg'. */
export function formatWeight(lb: number, units: UnitSystem): string {
  return units === 'metric' ? `${lbToKg(lb)} kg` : `${round1(lb)} lb`;
}

/** `5 ft 9 in` or '175.3 cm'. */
export function formatHeight(inches: number, units: UnitSystem): string {
  if (units === 'metric') return `${inToCm(inches)} cm`;
  const { feet, inches: rest } = splitInches(inches);
  return `${feet} ft ${rest} in`;
}
