// Spec section 5: height is entered as feet (3-8) and inches (0-11) and stored as total inches.

/** Total inches from feet and inches. */
export const toTotalInches = (feet: number, inches: number): number => feet * 12 + inches;

/** Feet and inches of a total; inches keep one decimal so a stored 69.5 survives a round trip. */
export function splitInches(totalInches: number): { feet: number; inches: number } {
  const feet = Math.floor(totalInches / 12);
  return { feet, inches: Math.round((totalInches - feet * 12) * 10) / 10 };
}
