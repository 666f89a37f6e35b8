// Decision 211's check set (test/additions-probes.json), written before the parser was run on it: everyday US
// messages of dishes said with their additions, sauces and order changes: a dish that already holds the sauce or part
// said with it (counted once), an addition the dish does not hold (counted beside it: "a side of ranch", "topped with",
// "smothered in", "extra cheese", "add bacon", "dipped in"), words that take something off ("no bun", "hold the mayo",
// "no pickles"; they name no food), a chain meal with a part swapped and numbered combos at other chains. Each food is a
// pattern of its FNDDS name, the FNDDS food a coder records and its grams; carbs and kcal are computed from those.
// Usage: npx tsx scripts/additions-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const pastaMeat: F = [
  '^(Spaghetti|Pasta).*(meatball|meat)',
  '^Pasta with tomato-based sauce and meat, home recipe$',
  375,
  [250, 560],
];
const pastaCreamPoultry: F = [
  '^Pasta with cream sauce.*poultry',
  '^Pasta with cream sauce and poultry, home recipe$',
  375,
  [250, 560],
];
const ranchSide: F = ['^Ranch', '^Ranch dressing$', 30, [15, 75]];
const cheeseburger: F = ['^Cheeseburger', '^Cheeseburger, from fast food, 1 medium patty', 165, [110, 230]];
const mealFries: F = ['^Potato, french fries', '^Potato, french fries, fast food', 145, [110, 180]];
const mealCola: F = ['^Soft drink, cola', '^Soft drink, cola$', 512, [450, 560]];
const anyBurger: F = [
  '^(Cheeseburger|Hamburger|Double cheeseburger|Whopper|Big Mac|Quarter Pounder)',
  '^Cheeseburger, from fast food, 1 medium patty',
  165,
  [100, 350],
];

const S: [string, F[]][] = [
  // a dish that already holds the sauce or the part said with it
  ['spaghetti with meatballs and marinara', [pastaMeat]],
  ['spaghetti and meatballs with marinara sauce', [pastaMeat]],
  ['chicken parm with marinara sauce', [['parmigiana', '^Chicken or turkey parmigiana', 182, [120, 420]]]],
  [
    'a meatball sub with marinara and provolone',
    [['^Meatball sandwich', '^Meatball sandwich or sub', 270, [180, 420]]],
  ],
  ['lasagna with meat sauce', [['^Lasagna with meat', '^Lasagna with meat$', 250, [200, 500]]]],
  [
    'orange chicken with the sauce and white rice',
    [
      ['^Orange chicken', '^Orange chicken', 252, [150, 520]],
      ['^Rice, white', '^Rice, white, cooked, NS as to fat', 163, [120, 330]],
    ],
  ],
  [
    '6 buffalo wings tossed in hot sauce',
    [['^Chicken .?wings.*hot sauce', '^Chicken "wings" with hot sauce, from fast food', 210, [150, 300]]],
  ],
  [
    'two biscuits smothered in sausage gravy',
    [['^Biscuit with gravy', '^Biscuit with gravy', 440, [330, 560]]],
  ],
  [
    'biscuits and gravy with extra gravy',
    [
      ['^Biscuit with gravy', '^Biscuit with gravy', 220, [200, 500]],
      ['^Gravy', '^Gravy, NFS', 60, [30, 130], true],
    ],
  ],
  ['fettuccine alfredo with chicken', [pastaCreamPoultry]],
  ['penne with chicken and alfredo', [pastaCreamPoultry]],
  ['penne with chicken and alfredo sauce', [pastaCreamPoultry]],
  [
    'spaghetti with marinara and grilled chicken',
    [
      [
        '^Pasta with tomato-based sauce.*poultry',
        '^Pasta with tomato-based sauce and poultry, home recipe$',
        375,
        [250, 560],
      ],
    ],
  ],
  [
    'a chicken burrito with rice, beans, cheese and salsa',
    [['^Burrito, chicken', '^Burrito, chicken, with beans and rice, cheese', 220, [190, 360]]],
  ],
  [
    'a bbq pulled pork sandwich with extra bbq sauce',
    [
      ['^Barbecue pork sandwich|^Pork sandwich', '^Barbecue pork sandwich, on white bun', 180, [115, 280]],
      ['^Barbecue sauce', '^Barbecue sauce', 17, [9, 40]],
    ],
  ],
  // an addition the dish does not hold, counted beside it
  [
    '2 hard shell beef tacos dipped in salsa',
    [
      ['^Taco, corn tortilla, beef', '^Taco, corn tortilla, beef, cheese', 210, [180, 260]],
      ['^Salsa', '^Salsa, red$', 32, [16, 70]],
    ],
  ],
  [
    'chicken fried steak smothered in gravy',
    [
      ['^Beef, steak, country fried', '^Beef, steak, country fried', 160, [120, 260]],
      ['^Gravy', '^Gravy, NFS', 60, [30, 130]],
    ],
  ],
  [
    'mashed potatoes smothered in gravy',
    [
      ['^Potato, mashed', '^Potato, mashed, from fresh, made with milk$', 200, [120, 320]],
      ['^Gravy', '^Gravy, NFS', 60, [20, 130], true],
    ],
  ],
  [
    'a chicken caesar salad with the dressing',
    [
      ['caesar garden salad', '^Chicken or turkey caesar garden salad', 286, [180, 350]],
      ['^Caesar dressing', '^Caesar dressing$', 29, [14, 60]],
    ],
  ],
  ['a cheeseburger with a side of ranch', [cheeseburger, ranchSide]],
  [
    'chicken tenders with a side of honey mustard',
    [
      ['^Chicken tenders', '^Chicken tenders or strips, breaded, from restaurant', 150, [100, 300]],
      ['^Honey mustard', '^Honey mustard dressing$', 30, [15, 75]],
    ],
  ],
  [
    'fries with ranch on the side',
    [['^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 180]], ranchSide],
  ],
  [
    '2 slices of cheese pizza with a side of ranch',
    [
      [
        '^Pizza, cheese',
        '^Pizza, cheese, from restaurant or fast food, NS as to type of crust',
        238,
        [170, 300],
      ],
      ranchSide,
    ],
  ],
  [
    '8 hot wings with a side of blue cheese',
    [
      ['^Chicken .?wings', '^Chicken "wings" with hot sauce, from fast food', 280, [200, 400]],
      ['^Blue or roquefort cheese dressing', '^Blue or roquefort cheese dressing$', 30, [15, 75]],
    ],
  ],
  ['a cheeseburger with extra cheese', [cheeseburger, ['^Cheese', '^Cheese, American$', 21, [10, 45]]]],
  [
    'a turkey sandwich with extra mayo',
    [
      ['^Turkey sandwich', '^Turkey sandwich on white$', 115, [100, 240]],
      ['^Mayonnaise', '^Mayonnaise, regular', 14, [6, 30]],
    ],
  ],
  [
    'a cheeseburger, add bacon',
    [cheeseburger, ['[Bb]acon', '^Bacon, NS as to type of meat, cooked', 16, [8, 30]]],
  ],
  [
    'a whopper, add cheese and bacon',
    [
      ['^Whopper', '^Whopper \\(Burger King\\)', 270, [250, 320]],
      ['^Cheese', '^Cheese, American$', 21, [10, 45], true],
      ['[Bb]acon', '^Bacon, NS as to type of meat, cooked', 16, [8, 30]],
    ],
  ],
  [
    'a baked potato topped with chili and cheese',
    [
      ['^Potato, baked', '^Potato, baked, NFS', 285, [230, 450]],
      ['^Chili', '^Chili with meat and beans', 64, [30, 130], true],
      ['^Cheese', '^Cheese, Cheddar$', 28, [10, 40], true],
    ],
  ],
  [
    'a baked potato with butter and sour cream',
    [
      ['^Potato, baked', '^Potato, baked, NFS', 285, [230, 450]],
      ['^Butter', '^Butter, NFS', 14, [5, 20], true],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 45], true],
    ],
  ],
  [
    'pancakes topped with strawberries and whipped cream',
    [
      ['^Pancakes', '^Pancakes, plain$', 150, [100, 240]],
      ['^Strawberries', '^Strawberries, raw', 75, [30, 150]],
      ['^Cream, whipped|^Whipped topping', '^Cream, whipped', 10, [3, 40]],
    ],
  ],
  [
    'two waffles topped with butter and syrup',
    [
      ['^Waffle', '^Waffle, plain$', 150, [80, 250]],
      ['^Butter', '^Butter, NFS', 7, [3, 20]],
      ['^Syrup', '^Syrup, NFS', 40, [20, 80]],
    ],
  ],
  [
    'french toast smothered in syrup',
    [
      ['^French toast', '^French toast, plain', 130, [65, 200]],
      ['^Syrup', '^Syrup, NFS', 40, [20, 90]],
    ],
  ],
  [
    'oatmeal topped with brown sugar and raisins',
    [
      ['^Oatmeal', '^Oatmeal, NFS', 240, [180, 300]],
      ['^Sugar, brown', '^Sugar, brown', 9, [4, 15]],
      ['^Raisins', '^Raisins', 14, [8, 45]],
    ],
  ],
  [
    'a bowl of chili topped with cheese and sour cream',
    [
      ['^Chili', '^Chili with meat and beans', 255, [200, 400]],
      ['^Cheese', '^Cheese, Cheddar$', 28, [10, 40]],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 45]],
    ],
  ],
  [
    'a salad topped with grilled chicken and ranch',
    [
      [
        '(Chicken.*salad|^Lettuce)',
        '^Chicken or turkey garden salad, chicken and/or turkey, tomato',
        286,
        [150, 400],
      ],
      ['^Chicken (breast|fillet)', '^Chicken fillet, grilled', 0, [60, 150], true],
      ranchSide,
    ],
  ],
  [
    'a coffee with extra cream',
    [
      ['^Coffee', '^Coffee, brewed$', 240, [200, 480]],
      ['^Cream', '^Cream, NS as to light', 30, [10, 45]],
    ],
  ],
  [
    'a bagel with cream cheese on the side',
    [
      ['^Bagel', '^Bagel$', 105, [90, 135]],
      ['^Cream cheese', '^Cream cheese, regular, plain', 30, [14, 45]],
    ],
  ],
  [
    'a steak burrito with guac on the side',
    [
      ['^Burrito, beef', '^Burrito, beef, with beans and rice, cheese', 220, [190, 360]],
      ['^Guacamole', '^Guacamole, NFS', 57, [30, 80]],
    ],
  ],
  [
    'a hot dog with ketchup and mustard',
    [
      ['^Hot dog sandwich', '^Hot dog sandwich, NFS, on white bun', 102, [90, 120]],
      ['^Ketchup', '^Ketchup$', 17, [5, 25]],
      ['^Mustard$', '^Mustard$', 5, [2, 15], true],
    ],
  ],
  [
    'a chicken sandwich with a side of mac and cheese',
    [
      ['^Chicken fillet sandwich', '^Chicken fillet sandwich, fried, from fast food$', 140, [120, 300]],
      ['^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 170, [115, 260]],
    ],
  ],
  [
    'steak with a side of mashed potatoes and gravy',
    [
      ['^Beef, steak', '^Beef, steak, NFS', 227, [150, 340]],
      ['^Potato, mashed', '^Potato, mashed, from fresh, made with milk$', 200, [120, 300]],
      ['^Gravy', '^Gravy, NFS', 60, [20, 130], true],
    ],
  ],
  [
    'fries with cheese sauce',
    [
      ['^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 180]],
      ['^Cheese sauce', '^Cheese sauce$', 32, [16, 70]],
    ],
  ],
  [
    'three chicken tacos with extra sour cream',
    [
      ['^Taco.*chicken', '^Taco, flour tortilla, chicken, cheese', 315, [240, 400]],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 60]],
    ],
  ],
  [
    'chicken alfredo with a side of garlic bread',
    [pastaCreamPoultry, ['^Garlic bread', '^Garlic bread, NFS', 79, [37, 120]]],
  ],
  [
    'spaghetti and meatballs with parmesan on top',
    [pastaMeat, ['^Cheese, Parmesan', '^Cheese, Parmesan, dry grated$', 6, [2, 15], true]],
  ],
  [
    'a cheese quesadilla with sour cream and salsa on the side',
    [
      ['^Quesadilla', '^Quesadilla, cheese only', 120, [95, 240]],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 45]],
      ['^Salsa', '^Salsa, red$', 32, [16, 70]],
    ],
  ],
  // words that take something off name no food
  [
    'a double cheeseburger, hold the pickles and onions',
    [['^Double cheeseburger', '^Double cheeseburger, from fast food, 2 small patties', 155, [140, 340]]],
  ],
  ['a turkey club with no mayo', [['^Club sandwich', '^Club sandwich on white$', 130, [110, 300]]]],
  [
    'a chicken sandwich, hold the mayo',
    [['^Chicken fillet sandwich', '^Chicken fillet sandwich, fried, from fast food$', 140, [120, 300]]],
  ],
  ['a burger with no bun', [['^Beef, ground', '^Beef, ground, patty', 85, [60, 200]]]],
  [
    'a double cheeseburger with no bun',
    [
      ['^Beef, ground', '^Beef, ground, patty', 170, [120, 260]],
      ['^Cheese', '^Cheese, American$', 42, [15, 50]],
    ],
  ],
  [
    'a grilled chicken sandwich no bun',
    [['^Chicken (fillet|breast)', '^Chicken fillet, grilled', 100, [80, 180]]],
  ],
  ['a big mac, no pickles, hold the onions', [['^Big Mac', '^Big Mac', 205, [180, 230]]]],
  [
    'a turkey sandwich on wheat, hold the tomato',
    [['^Turkey sandwich', '^Turkey sandwich on wheat$', 115, [100, 240]]],
  ],
  // a chain meal with a part swapped, numbered combos
  [
    'big mac meal but swapped the fries for a side salad',
    [
      ['^Big Mac', '^Big Mac', 205, [180, 230]],
      ['^Lettuce, salad', '^Lettuce, salad with assorted vegetables including', 94, [70, 140]],
      mealCola,
    ],
  ],
  [
    'a quarter pounder meal but with a diet coke instead',
    [
      ['^Quarter Pounder', '^Quarter Pounder \\(McDonalds\\)', 170, [150, 230]],
      mealFries,
      ['^Soft drink, cola, diet', '^Soft drink, cola, diet$', 512, [450, 560]],
    ],
  ],
  [
    'whopper meal, swap the fries for onion rings',
    [
      ['^Whopper', '^Whopper \\(Burger King\\)', 270, [250, 320]],
      ['onion rings', '^Fried onion rings', 120, [90, 160]],
      mealCola,
    ],
  ],
  ['a number 3 from wendys', [anyBurger, mealFries, mealCola]],
  ['#2 combo at burger king', [anyBurger, mealFries, mealCola]],
  [
    'a number 1 from burger king',
    [['^Whopper', '^Whopper \\(Burger King\\)', 270, [250, 320]], mealFries, mealCola],
  ],
  [
    'got a number 1 combo at wendys',
    [['^Cheeseburger', '^Cheeseburger, from fast food, 1 large patty', 210, [150, 260]], mealFries, mealCola],
  ],
  [
    'a spicy chicken sandwich meal, no pickles, with a sprite',
    [
      ['^Chicken fillet sandwich', '^Chicken fillet sandwich, fried, from fast food$', 140, [120, 300]],
      mealFries,
      ['^Soft drink, fruit flavored|lemon', '^Soft drink, fruit flavored, caffeine free$', 512, [450, 560]],
    ],
  ],
  [
    'a cheeseburger meal, no onions, swap the coke for a sweet tea',
    [
      cheeseburger,
      mealFries,
      ['^Tea', '^Tea, iced, instant, black, pre-sweetened with sugar$', 512, [450, 560]],
    ],
  ],
];

writeProbeSet(
  'additions-probes.json',
  "Decision 211's check set: dishes said with their additions, sauces and order changes (a dish that already holds the sauce said with it, an addition counted beside the dish, words that take something off, a chain meal with a part swapped, numbered combos), written before the parser was run on them; truths are FNDDS foods and household portions a coder records. Regenerate with scripts/additions-probes.ts.",
  S,
);
