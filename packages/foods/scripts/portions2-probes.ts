// Decision 210's check set (test/portions2-probes.json), written before the parser was run on it: everyday US
// messages where the food is plain and the amount is what goes wrong in kcal: a home dinner said with no amount, a
// single food of a size FNDDS names, a plural said with no count, a plate, bowl, handful, seconds or helpings. Each
// food is a pattern of its FNDDS name, the FNDDS food a coder records and its grams; carbs and kcal are computed from
// those. Usage: npx tsx scripts/portions2-probes.ts (rewrites the probes, keeps the ratchet lists).
//
// How the amounts are coded (FNDDS household portions, times a count):
// - an amount said is its FNDDS portion ("a slice of lasagna" 1 piece, "a cup of chili" 1 cup, "a serving" FNDDS's
//   default serving);
// - a home main dish eaten as the meal with no amount ("chili for dinner"): a soup, chili or stew is a bowl, a pasta
//   or casserole a plate; a dish FNDDS portions by the piece or the individual pie keeps that piece;
// - a bowl of a soup, chili, stew or pasta dish: 1.5 of its FNDDS cup; a big bowl 2.25 (half as much again); a bowl
//   of cereal or oatmeal: its cup; a small bowl of ice cream: a cup;
// - a plate of a main dish: 2 of its FNDDS cup; a big plate 3;
// - a plural said with no count: eggs 2, pancakes 3 medium, frozen waffles 2, French toast 2 slices, tacos 2,
//   pierogi 5, wings 6 (FNDDS counts a wing as one 22 g drummette), berries or grapes a cup;
// - a handful: 1 oz of nuts, chips or pretzels, about 8 baby carrots;
// - seconds, or two helpings: two of FNDDS's default serving (a helping), or two of the piece it is cut in;
// - a food sold in one size: that size (a Cinnabon 240 g, a pack of instant ramen 3 oz dry, 495 g made up);
// - a size word (heaping, huge, giant, jumbo, massive; little): FNDDS's large (or small) portion of the food, or a bowl
//   or plate half as much again (three quarters).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const S: [string, F[]][] = [
  // a home dinner said with no amount
  [
    'spaghetti and meatballs for dinner',
    [
      [
        '^Pasta with tomato-based sauce and meat|^Spaghetti and meatballs',
        '^Pasta with tomato-based sauce and meat, home recipe',
        500,
        [350, 650],
      ],
    ],
  ],
  ['had chili for dinner', [['^Chili', '^Chili with meat and beans', 382, [300, 560]]]],
  ['lasagna for dinner tonight', [['^Lasagna', '^Lasagna with meat, home recipe', 232, [200, 480]]]],
  ['made beef stew for dinner', [['^Stew, beef|^Beef stew', '^Stew, beef$', 382, [300, 560]]]],
  [
    'mac and cheese for dinner',
    [['^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 460, [330, 600]]],
  ],
  [
    'chicken alfredo for dinner',
    [['^Pasta with cream sauce', '^Pasta with cream sauce and poultry, home recipe', 500, [350, 650]]],
  ],
  [
    'tuna noodle casserole for supper',
    [['^Tuna noodle casserole', '^Tuna noodle casserole with cream or white sauce', 448, [320, 600]]],
  ],
  ["shepherd's pie for dinner", [["^Shepherd's pie", "^Shepherd's pie", 250, [200, 420]]]],
  ['chicken pot pie for dinner', [['^Pot pie, chicken', '^Pot pie, chicken', 250, [200, 420]]]],
  [
    'leftover chicken and rice casserole for lunch',
    [['^Chicken or turkey and rice', '^Chicken or turkey and rice with cream sauce', 496, [350, 620]]],
  ],
  ['chicken noodle soup for lunch', [['^Soup, chicken noodle', '^Soup, chicken noodle$', 368, [290, 540]]]],
  [
    'beef stroganoff over noodles for dinner',
    [['^Beef stroganoff', '^Beef stroganoff with noodles', 512, [360, 660]]],
  ],
  [
    'meatloaf and mashed potatoes for dinner',
    [
      ['^Meat ?loaf', '^Meat loaf made with beef$', 108, [80, 150]],
      ['^Potato, mashed', '^Potato, mashed, NFS', 250, [120, 300]],
    ],
  ],
  // a plate, a bowl
  ['a bowl of chili', [['^Chili', '^Chili with meat and beans', 382, [300, 560]]]],
  ['a big bowl of chili', [['^Chili', '^Chili with meat and beans', 574, [460, 770]]]],
  ['a bowl of chicken noodle soup', [['^Soup, chicken noodle', '^Soup, chicken noodle$', 368, [290, 540]]]],
  [
    'a big bowl of mac and cheese',
    [['^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 518, [410, 700]]],
  ],
  ['a bowl of beef stew', [['^Stew, beef|^Beef stew', '^Stew, beef$', 382, [300, 560]]]],
  [
    'a plate of spaghetti',
    [
      [
        '^Pasta with tomato-based sauce|^Spaghetti',
        '^Pasta with tomato-based sauce, home recipe',
        500,
        [350, 650],
      ],
    ],
  ],
  [
    'a big plate of spaghetti and meatballs',
    [
      [
        '^Pasta with tomato-based sauce and meat|^Spaghetti and meatballs',
        '^Pasta with tomato-based sauce and meat, home recipe',
        750,
        [560, 950],
      ],
    ],
  ],
  ['a plate of nachos at the bar', [['^Nachos', '^Nachos, cheese only', 250, [200, 400]]]],
  ['a bowl of oatmeal', [['^Oatmeal', '^Oatmeal, NFS', 240, [200, 330]]]],
  [
    'a small bowl of vanilla ice cream',
    [['^Ice cream', '^Ice cream, regular, vanilla|^Ice cream, NFS', 135, [95, 180]]],
  ],
  ['two bowls of chili', [['^Chili', '^Chili with meat and beans', 764, [600, 1100]]]],
  // a single food of its own size
  [
    'a classic roll at cinnabon',
    [['^Roll, sweet, cinnamon', '^Roll, sweet, cinnamon bun, frosted', 240, [200, 280]]],
  ],
  [
    'a cinnabon at the mall',
    [['^Roll, sweet, cinnamon', '^Roll, sweet, cinnamon bun, frosted', 240, [200, 280]]],
  ],
  [
    'ate a whole pack of instant ramen',
    [['^Soup, ramen', '^Soup, ramen noodles, water added', 495, [400, 560]]],
  ],
  [
    'a package of ramen noodles for lunch',
    [['^Soup, ramen', '^Soup, ramen noodles, water added', 495, [400, 560]]],
  ],
  [
    'a bagel with cream cheese',
    [
      ['^Bagel', '^Bagel$', 105, [95, 140]],
      ['^Cream cheese', '^Cream cheese, regular, plain', 30, [25, 60]],
    ],
  ],
  [
    'a baked potato with butter and sour cream',
    [
      ['^Potato, baked', '^Potato, baked, peel eaten$', 285, [230, 400]],
      ['^Butter', '^Butter, NFS', 14, [5, 28]],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 60]],
    ],
  ],
  ['a soft pretzel at the mall', [['^Pretzels, soft', '^Pretzels, soft, NFS', 120, [100, 180]]]],
  [
    'a ribeye for dinner',
    [['^Beef, steak, ribeye', '^Beef, steak, ribeye, NS as to fat eaten', 240, [180, 360]]],
  ],
  ['a slice of cheesecake', [['^Cheesecake', '^Cheesecake, plain', 175, [120, 200]]]],
  [
    'a hot dog at the ballgame',
    [['^Hot dog sandwich|^Frankfurter', '^Hot dog sandwich, NFS, on white bun', 102, [90, 130]]],
  ],
  // plurals said with no count
  ['had eggs for breakfast', [['^Egg', '^Egg, whole, fried, NS as to fat$', 110, [90, 170]]]],
  [
    'some pancakes with syrup',
    [
      ['^Pancakes', '^Pancakes, plain$', 150, [120, 200]],
      ['syrup', '^Syrup, NFS', 40, [20, 60]],
    ],
  ],
  [
    'pancakes and bacon',
    [
      ['^Pancakes', '^Pancakes, plain$', 150, [120, 200]],
      ['^Bacon|bacon', '^Bacon, NS as to type of meat, cooked', 16, [12, 30]],
    ],
  ],
  ['waffles for breakfast', [['^Waffle', '^Waffle, plain, frozen', 80, [70, 170]]]],
  [
    'french toast with syrup',
    [
      ['^French toast', '^French toast, plain', 130, [110, 200]],
      ['syrup', '^Syrup, NFS', 40, [20, 60]],
    ],
  ],
  [
    'hard boiled eggs for a snack',
    [['^Egg, whole, boiled', '^Egg, whole, boiled or poached', 100, [90, 160]]],
  ],
  ['tacos for dinner', [['^Taco', '^Taco, NFS', 210, [180, 340]]]],
  [
    'pierogies with sour cream',
    [
      ['^Pierogi', '^Pierogi', 200, [150, 280]],
      ['^Sour cream', '^Sour cream, regular', 30, [15, 60]],
    ],
  ],
  [
    'chicken wings at the bar',
    [['^Chicken .?wings', '^Chicken "wings", plain, from fast food', 132, [110, 230]]],
  ],
  ['had some strawberries', [['^Strawberries', '^Strawberries, raw', 150, [100, 200]]]],
  ['some grapes after lunch', [['^Grapes', '^Grapes, raw', 150, [100, 200]]]],
  [
    'scrambled eggs and toast',
    [
      [
        '^Egg omelet or scrambled egg|^Egg, whole, scrambled',
        '^Egg omelet or scrambled egg, NS as to fat$',
        110,
        [90, 170],
      ],
      ['^Bread', '^Bread, white, toasted', 25, [20, 60]],
    ],
  ],
  // a handful
  ['a handful of almonds', [['^Almonds', '^Almonds, NFS', 28, [20, 40]]]],
  ['a handful of pretzels', [['^Pretzels', '^Pretzels, hard, NFS', 28, [20, 45]]]],
  ['a handful of baby carrots', [['^Carrots', '^Carrots, raw', 80, [50, 110]]]],
  [
    'a couple handfuls of tortilla chips',
    [['^Tortilla chips', '^Tortilla chips, NFS|^Tortilla chips', 57, [40, 80]]],
  ],
  ['a handful of grapes', [['^Grapes', '^Grapes, raw', 75, [50, 110]]]],
  // seconds, helpings
  [
    'had lasagna and went back for seconds',
    [['^Lasagna', '^Lasagna with meat, home recipe', 464, [380, 600]]],
  ],
  ['two helpings of mashed potatoes', [['^Potato, mashed', '^Potato, mashed, NFS', 250, [200, 400]]]],
  [
    'went back for seconds on the mac and cheese',
    [['^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 460, [380, 700]]],
  ],
  ['two helpings of beef stew', [['^Stew, beef|^Beef stew', '^Stew, beef$', 510, [420, 800]]]],
  ['seconds of chili', [['^Chili', '^Chili with meat and beans', 510, [420, 800]]]],
  // amounts said: each keeps what it says
  ['a cup of chili', [['^Chili', '^Chili with meat and beans', 255, [230, 280]]]],
  [
    'a serving of mac and cheese',
    [['^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 230, [200, 260]]],
  ],
  ['a slice of lasagna', [['^Lasagna', '^Lasagna with meat', 232, [200, 260]]]],
  [
    'two eggs and toast',
    [
      ['^Egg', '^Egg, whole, fried, NS as to fat$', 110, [90, 120]],
      ['^Bread', '^Bread, white, toasted', 25, [20, 60]],
    ],
  ],
  ['three pancakes', [['^Pancakes', '^Pancakes, plain$', 150, [120, 200]]]],
  ['a waffle', [['^Waffle', '^Waffle, plain$', 75, [35, 80]]]],
  ['an egg', [['^Egg', '^Egg, whole, boiled or poached', 50, [45, 60]]]],
  ['half a cup of mashed potatoes', [['^Potato, mashed', '^Potato, mashed, NFS', 125, [115, 135]]]],
  // size words people use for a big or small portion (added after steps 1-5, before the parser ran on them)
  ['a heaping bowl of oatmeal', [['^Oatmeal', '^Oatmeal, NFS', 360, [300, 450]]]],
  ['a huge bowl of ice cream', [['^Ice cream', '^Ice cream, NFS', 202, [170, 260]]]],
  ['a little bowl of ice cream', [['^Ice cream', '^Ice cream, NFS', 135, [95, 180]]]],
  [
    'a huge plate of spaghetti',
    [
      [
        '^Pasta with tomato-based sauce|^Spaghetti',
        '^Pasta with tomato-based sauce, home recipe',
        750,
        [560, 950],
      ],
    ],
  ],
  ['a jumbo blueberry muffin', [['^Muffin', '^Muffin, fruit$', 180, [160, 200]]]],
  ['a huge burrito', [['^Burrito', '^Burrito, NFS', 330, [300, 400]]]],
  ['a giant soft pretzel', [['^Pretzels, soft', '^Pretzels, soft, NFS', 143, [130, 180]]]],
  ['a massive bagel', [['^Bagel', '^Bagel$', 131, [120, 145]]]],
  ['a giant chocolate chip cookie', [['^Cookie, chocolate chip', '^Cookie, chocolate chip$', 45, [40, 60]]]],
];
writeProbeSet(
  'portions2-probes.json',
  "Decision 210: everyday US messages where the food is plain and the amount is what goes wrong in kcal (a home dinner said with no amount, a single food of its own size, a plural said with no count, a plate, bowl, handful, seconds or two helpings), with amounts said as controls; written before any change of that decision and before the parser was run on them, none from any data part (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; the coding of amounts is in scripts/portions2-probes.ts. 'carbs' and 'kcal' are those of the foods and grams in 'why', a coder's record. A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
