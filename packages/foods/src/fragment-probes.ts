// Decision 173's probes (long sentences written for the decision, outside every part of the dev set); expected foods
// read from db/foods.json.gz by name, not from the parser. Used by fragments.test.ts and scripts/fragment-probes.ts.

/** Words that never belong in the name shown for a food. */
export const CONTEXT_WORDS =
  /\b(?:whatever|their|my|our|his|her|your|before|after|was|were|had|poured|drizzled|crumbled|sprinkled|of it|of them|in all|in total|altogether|the only|thing|huge|pot of|pan of|slices? of)\b/i;

/** [sentence, a word each expected food's FNDDS name holds, in order]. */
export const FRAGMENT_PROBES: [string, string[]][] = [
  [
    'After my shift at the warehouse, dinner was whatever the food truck had: a hot dog and a can of coke.',
    ['Hot dog', 'cola'],
  ],
  [
    'The only thing I had before my morning run was a banana and a cup of black coffee.',
    ['Banana', 'Coffee'],
  ],
  [
    'My sister baked a lasagna on Saturday and I had one big square of it with a dinner roll.',
    ['Lasagna', 'Roll'],
  ],
  ['Two glazed doughnuts, 150 g in all, and a cup of coffee at the office.', ['Doughnut', 'Coffee']],
  [
    'We stopped at their bakery and I ate one of their big chocolate chip cookies with a glass of milk.',
    ['Cookie', 'Milk'],
  ],
  [
    'My grandpa made a huge pot of beef stew and I had a bowl of it with a slice of cornbread.',
    ['stew', 'Cornbread'],
  ],
  [
    'Lunch was leftover meat loaf, about six ounces, with half a cup of mashed potatoes and some beef gravy poured on top.',
    ['Meat loaf', 'Potato', 'Gravy'],
  ],
  [
    'Pulled a double at the restaurant so all I ate was a slice of apple pie and a cola from the back.',
    ['Pie', 'cola'],
  ],
  ['Before my flight I grabbed a plain bagel with cream cheese at the airport.', ['Bagel', 'Cream cheese']],
  [
    'My roommate grilled chicken wings and I ate six of them with a handful of potato chips.',
    ['Chicken wing', 'Potato chips'],
  ],
  ['Breakfast was whatever was left in the fridge: an apple and two slices of ham.', ['Apple', 'Ham']],
  [
    'I had a cup of white rice and three eggs, scrambled, which was all I had time for before class.',
    ['Rice', 'Egg'],
  ],
  [
    'Our neighbor brought over a pan of brownies and I ate two of them after dinner with a scoop of vanilla ice cream.',
    ['Brownie', 'Ice cream'],
  ],
  [
    'My mom made pot roast and I had three slices of it with a cup of mashed potatoes.',
    ['pot roast', 'Potato'],
  ],
  ['Three pancakes with syrup, about 200 g in all, at the diner near my office.', ['Pancake', 'Syrup']],
];
