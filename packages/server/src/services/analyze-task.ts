// What a worker of the analysis pool runs: the offline parser over the built-in food database, loaded once per
// worker when it starts.
import type { Favorite } from '@forkcast/core';
import { analyzeMeal, loadFoodDatabase, type FoodDatabase, type MealAnalysis } from '@forkcast/foods';

const db: FoodDatabase = loadFoodDatabase();

export interface AnalyzeTask {
  text: string;
  favorites: Favorite[];
}

export function analyzeOffline(task: AnalyzeTask): MealAnalysis {
  return analyzeMeal(task.text, { favorites: task.favorites, db });
}
