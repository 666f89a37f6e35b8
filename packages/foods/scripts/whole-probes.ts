// Decision 203's check set (test/whole-probes.json), written before the parser was run on it: each food of a message is a
// pattern of its FNDDS name, the FNDDS food a coder records and its grams; carbs and kcal are computed from those.
// Usage: npx tsx scripts/whole-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';
const S: [string, F[]][] = [
  [
    'a breakfast burrito with egg, sausage and cheese',
    [['^Egg burrito|^Burrito', '^Egg burrito, with sausage$', 190, [150, 330]]],
  ],
  [
    'two tacos with ground beef with cheese and lettuce',
    [['^Taco, .*beef', '^Taco, corn tortilla, beef, cheese$', 210, [160, 330]]],
  ],
  [
    'ate a leg and a thigh of a rotisserie chicken',
    [
      [
        '^Chicken (leg|drumstick|thigh)',
        '^Chicken leg, drumstick and thigh, rotisserie, skin eaten$',
        140,
        [100, 240],
      ],
      ['^Chicken (thigh|drumstick)', '^Chicken thigh, rotisserie, skin eaten$', 80, [50, 120]],
    ],
  ],
  [
    'leftover pizza for breakfast, two slices of pepperoni',
    [
      [
        '^Pizza,? with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, medium crust$',
        220,
        [180, 340],
      ],
    ],
  ],
  [
    'made mushroom risotto for dinner',
    [
      [
        '^Rice, white, with cheese and/or cream|risotto',
        '^Rice, white, with cheese and/or cream based sauce, fat added$',
        300,
        [240, 420],
      ],
    ],
  ],
  [
    'pot roast with carrots and potatoes for dinner',
    [
      ['^Beef, pot roast|^Beef, potatoes, and vegetables', '^Beef, pot roast$', 170, [120, 520]],
      ['^Carrots', '^Carrots, cooked, from restaurant', 75, [30, 160], true],
      ['^Potato', '^Potato, boiled, NFS', 150, [60, 260], true],
    ],
  ],
  [
    'a chicken caesar salad',
    [
      [
        'caesar',
        '^Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing$',
        286,
        [200, 400],
      ],
      ['^Caesar dressing', '^Caesar dressing$', 30, [10, 60], true],
    ],
  ],
  ['a turkey club sandwich', [['^Club sandwich', '^Club sandwich or sub, restaurant$', 145, [120, 300]]]],
  [
    'a ham and cheese omelet',
    [
      [
        '^Egg omelet or scrambled egg, with cheese(, meat| and meat|, and meat)|^Egg omelet or scrambled egg, with (meat|ham).*cheese|^Egg omelet or scrambled egg, with cheese and ham',
        '^Egg omelet or scrambled egg, with cheese and meat, NS as to fat$',
        190,
        [130, 260],
      ],
    ],
  ],
  [
    'a western omelet with toast',
    [
      [
        '^Egg omelet or scrambled egg, with .*(meat|ham).*vegetables|western|denver',
        '^Egg omelet or scrambled egg, with meat and vegetables other than dark-green and/or tomatoes, fat added$',
        190,
        [130, 260],
      ],
      ['^Bread, .*toasted|^Toast', '^Bread, white, toasted$', 26, [20, 60]],
    ],
  ],
  [
    'chicken stir fry with broccoli and peppers over rice',
    [
      [
        '^Chicken or turkey.*vegetables.*soy',
        '^Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce$',
        245,
        [160, 400],
      ],
      ['^Rice, white, cooked', '^Rice, white, cooked, no added fat$', 158, [120, 240]],
    ],
  ],
  [
    'spaghetti with meatballs and marinara',
    [
      [
        '^(Spaghetti|Pasta).*(meatball|meat)',
        '^Pasta with tomato-based sauce and meat, home recipe$',
        400,
        [280, 560],
      ],
    ],
  ],
  [
    'a bean and cheese burrito',
    [['^Burrito, with beans, cheese$', '^Burrito, with beans, cheese$', 190, [150, 290]]],
  ],
  [
    'a chicken burrito bowl with rice, beans, salsa and cheese',
    [
      [
        '^Burrito bowl, chicken, with beans and rice',
        '^Burrito bowl, chicken, with beans and rice$',
        315,
        [250, 500],
      ],
      ['^Salsa', '^Salsa, NFS|^Salsa, red', 30, [10, 80], true],
      ['^Cheese', '^Cheese, Cheddar$', 28, [10, 50], true],
    ],
  ],
  [
    'a grilled chicken wrap with lettuce and tomato',
    [['wrap', '^Chicken fillet wrap sandwich, grilled, from fast food$', 200, [150, 300]]],
  ],
  [
    'two slices of pepperoni pizza',
    [
      [
        '^Pizza,? with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, medium crust$',
        220,
        [180, 340],
      ],
    ],
  ],
  [
    'a blt on toast',
    [['^Bacon, lettuce, tomato sandwich', '^Bacon, lettuce, tomato sandwich on white$', 105, [90, 180]]],
  ],
  [
    'a tuna salad sandwich on wheat',
    [['^Tuna salad sandwich on wheat', '^Tuna salad sandwich on wheat$', 180, [140, 280]]],
  ],
  [
    'a cobb salad with ranch',
    [
      ['^Cobb salad', '^Cobb salad, no dressing$', 315, [200, 420]],
      ['ranch', '^Ranch dressing$', 30, [10, 60]],
    ],
  ],
  ['shrimp fried rice', [['fried rice', 'fried rice.*shrimp|^Rice, fried, with shrimp', 300, [200, 450]]]],
  [
    'chicken alfredo for dinner',
    [
      [
        '^Pasta with cream sauce.*poultry|alfredo',
        '^Pasta with cream sauce and poultry, home recipe$',
        370,
        [250, 520],
      ],
    ],
  ],
  ['lasagna for dinner', [['^Lasagna', '^Lasagna with meat, home recipe$', 250, [200, 360]]]],
  ['a philly cheesesteak', [['^Cheese steak', '^Cheese steak sandwich or sub on white$', 220, [140, 300]]]],
  [
    'a chicken quesadilla with sour cream',
    [
      ['^Quesadilla, chicken', '^Quesadilla, chicken$', 140, [100, 200]],
      ['^Sour cream', '^Sour cream, NFS|^Sour cream, regular', 30, [10, 60]],
    ],
  ],
  [
    'beef and broccoli with white rice',
    [
      ['^Beef.*broccoli|^Beef and vegetables', '^Beef and broccoli$', 245, [150, 400]],
      ['^Rice, white, cooked', '^Rice, white, cooked, no added fat$', 158, [120, 240]],
    ],
  ],
  [
    'meatloaf with mashed potatoes and green beans',
    [
      ['^Meat loaf', '^Meat loaf made with beef$', 150, [100, 200]],
      ['^Potato, mashed', '^Potato, mashed, from fresh, made with milk$', 210, [150, 260]],
      ['^Green beans', '^Green beans, NS as to form, cooked$', 125, [60, 160]],
    ],
  ],
  [
    'a veggie omelet with spinach, mushrooms and cheese',
    [
      [
        '^Egg omelet or scrambled egg, with cheese and (dark-green )?vegetables',
        '^Egg omelet or scrambled egg, with cheese and dark-green vegetables, fat added$',
        170,
        [130, 260],
      ],
    ],
  ],
  [
    'a grilled cheese sandwich and tomato soup',
    [
      ['^Grilled cheese', '^Grilled cheese sandwich, NFS$', 116, [100, 180]],
      ['^Soup, tomato', '^Soup, tomato, canned$', 245, [200, 300]],
    ],
  ],
  ['3 fish tacos', [['^Taco, fish', '^Taco, fish$', 300, [240, 400]]]],
  ['a reuben sandwich', [['^Reuben', '^Reuben sandwich$', 215, [180, 260]]]],
  ['chicken pot pie for dinner', [['^Pot pie, chicken', '^Pot pie, chicken$', 250, [200, 300]]]],
  [
    'a greek salad with feta and olives',
    [
      ['^Greek Salad', '^Greek Salad, no dressing$', 210, [150, 350]],
      ['^Cheese, feta', '^Cheese, Feta$', 28, [10, 50], true],
      ['^Olives', '^Olives, NFS|^Olives, black', 15, [5, 40], true],
    ],
  ],
  [
    'beef stew for dinner',
    [
      [
        '^Beef stew|^Beef, potatoes, and vegetables',
        '^Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy$',
        380,
        [240, 520],
      ],
    ],
  ],
  [
    'a slice of sausage and mushroom pizza',
    [
      [
        '^Pizza,? with meat other than pepperoni',
        '^Pizza with meat other than pepperoni, from restaurant or fast food, medium crust$',
        110,
        [90, 170],
      ],
    ],
  ],
  [
    'penne with chicken and broccoli',
    [
      [
        '^Pasta.*(chicken|poultry)',
        '^Pasta with cream sauce, poultry, and added vegetables, home recipe$',
        300,
        [220, 480],
      ],
    ],
  ],
  ['chicken enchiladas, two of them', [['^Enchilada, chicken', '^Enchilada, chicken$', 300, [240, 380]]]],
  ['an egg salad sandwich', [['^Egg salad sandwich', '^Egg salad sandwich on white$', 180, [140, 280]]]],
  [
    'a steak burrito with rice, beans and guac',
    [
      [
        '^Burrito, (beef|meat), with beans and rice',
        '^Burrito, beef, with beans and rice, cheese$',
        330,
        [220, 480],
      ],
      ['^Guacamole', '^Guacamole, NFS$', 30, [10, 70], true],
    ],
  ],
];
writeProbeSet(
  'whole-probes.json',
  "Decision 203: 38 everyday messages with composite dishes (burritos, tacos, sandwiches, wraps, bowls, salads, omelets, pizzas with toppings, stir-fries, pasta dishes 'with X and Y', plated home dinners), written before any change of that decision and before the parser was run on them, none from any data set. Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; 'optional' foods may be read or not; nothing else may be read. 'carbs' and 'kcal' are those of the foods and grams in 'why', a coder's record: a dish the database has is one food, its named fillings inside it; a home-made dish is a plate. A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
