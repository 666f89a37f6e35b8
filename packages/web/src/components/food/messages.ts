// Spec section 8: the words shown to users, in one place for the views and their tests.
export const TEXT_ANALYSIS_FAILED =
  "Sorry, I couldn't understand that. Please try again with a clearer description.";
export const PHOTO_ANALYSIS_FAILED =
  "Sorry, I couldn't analyze that photo. Please try again with a clearer picture.";
export const ADD_ITEM_FAILED = 'Sorry, there was an error adding the food item. Please try again.';
export const EMPTY_NAME = 'Please enter a food name';
export const BAD_QUANTITY = 'Please enter a valid quantity';
export const SAVE_CHANGES_FAILED = 'Sorry, the changes could not be saved. Please try again.';
