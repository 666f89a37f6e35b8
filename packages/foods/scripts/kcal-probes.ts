// Decision 206's check set (test/kcal-probes.json), written before the parser was run on it: everyday US messages of
// the classes of large kcal error found in the training part (a count or an order of pieces, a fat or dip beside a
// food, a meat's or protein dish's portion, a dish counted twice, a chain's own size, drinks with alcohol, fried
// foods). Each food is a pattern of its FNDDS name, the FNDDS food a coder records and its grams; carbs and kcal are
// computed from those. Usage: npx tsx scripts/kcal-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';
const S: [string, F[]][] = [
  // a count or an order of pieces
  [
    'got an order of mozzarella sticks at the sports bar',
    [['^Mozzarella sticks', '^Mozzarella sticks', 190, [140, 300]]],
  ],
  [
    'ate eight buffalo wings during the game',
    [['^Chicken .?wings?', '^Chicken "wings" with hot sauce, from fast food', 280, [200, 460]]],
  ],
  [
    'my roommate and I split a dozen wings, I had six',
    [['^Chicken .?wings?', '^Chicken "wings", plain, from fast food', 210, [150, 350]]],
  ],
  [
    'snacked on half a sleeve of ritz crackers',
    [['^Crackers, butter', '^Crackers, butter \\(Ritz\\)', 57, [40, 80]]],
  ],
  [
    'had a basket of chicken tenders and fries at the diner',
    [
      ['^Chicken tenders', '^Chicken tenders or strips, breaded, from restaurant', 200, [130, 300]],
      ['french fries', '^Potato, french fries, NFS', 120, [80, 180]],
    ],
  ],
  [
    'four chicken nuggets and a small fries from mcdonalds',
    [
      ['nugget', '^Chicken nuggets, from fast food', 64, [50, 90]],
      ['french fries', '^Potato, french fries, fast food', 71, [60, 120]],
    ],
  ],
  // a fat or a dip beside a food
  [
    'sliced an apple and dipped it in two tablespoons of peanut butter',
    [
      ['^Apple', '^Apple, raw', 200, [150, 260]],
      ['^Peanut butter', '^Peanut butter$', 32, [28, 36]],
    ],
  ],
  [
    'celery sticks with ranch for a snack',
    [
      ['^Celery', '^Celery, raw', 80, [30, 130]],
      ['^Ranch', '^Ranch dressing$', 30, [15, 45]],
    ],
  ],
  [
    'ten baby carrots and a couple spoonfuls of hummus',
    [
      ['^Carrots', '^Carrots, raw', 100, [80, 120]],
      ['^Hummus', '^Hummus, plain', 30, [20, 60]],
    ],
  ],
  [
    'a plain bagel with two tablespoons of peanut butter',
    [
      ['^Bagel', '^Bagel$', 105, [90, 130]],
      ['^Peanut butter', '^Peanut butter$', 32, [28, 36]],
    ],
  ],
  [
    'saltines with a slice of cheddar, maybe six crackers',
    [
      ['^Crackers, saltine', '^Crackers, saltine$', 18, [12, 24]],
      ['^Cheese, Cheddar', '^Cheese, Cheddar$', 21, [15, 30]],
    ],
  ],
  // a meat's or a protein dish's portion
  [
    'two pork chops and some applesauce for dinner',
    [
      ['^Pork, chop', '^Pork, chop, NS as to fat eaten', 240, [180, 320]],
      ['^Applesauce', '^Applesauce, regular', 120, [60, 250]],
    ],
  ],
  ['half a rack of bbq ribs at the smokehouse', [['^Pork, ribs|spareribs', '^Pork, ribs$', 400, [300, 700]]]],
  [
    'two thick slices of meatloaf with ketchup',
    [
      ['^Meat loaf', '^Meat loaf made with beef$', 216, [160, 300]],
      ['^Ketchup', '^Ketchup$', 15, [5, 35]],
    ],
  ],
  [
    'four strips of bacon and two scrambled eggs',
    [
      ['^Pork bacon|^Bacon', '^Pork bacon, NS as to fresh, smoked or cured, cooked$', 32, [24, 48]],
      ['^Egg', '^Egg omelet or scrambled egg, NS as to fat$', 110, [80, 140]],
    ],
  ],
  [
    'grilled chicken breast with a cup of rice and broccoli',
    [
      ['^Chicken breast', '^Chicken breast, grilled', 150, [110, 200]],
      ['^Rice', '^Rice, white, cooked, NS as to fat', 158, [140, 200]],
      ['^Broccoli', '^Broccoli, cooked', 90, [50, 160]],
    ],
  ],
  // a dish counted twice, a taco read as its shell
  [
    'three hard shell tacos with ground beef',
    [['^Taco, corn tortilla, beef', '^Taco, corn tortilla, beef, cheese$', 315, [240, 400]]],
  ],
  [
    'we made tacos and i had two with chicken and cheese',
    [['^Taco.*chicken', '^Taco, .*chicken, cheese$', 210, [160, 300]]],
  ],
  [
    'two crunchy beef tacos from taco bell',
    [['^Taco, corn tortilla, beef', '^Taco, corn tortilla, beef, cheese$', 210, [160, 300]]],
  ],
  // a chain's own size
  [
    'lunch was a chipotle steak burrito',
    [['^Burrito, beef', '^Burrito, beef, with beans and rice, cheese$', 330, [300, 500]]],
  ],
  [
    'grabbed a cinnabon at the mall',
    [['cinnamon bun', '^Roll, sweet, cinnamon bun, frosted$', 240, [200, 280]]],
  ],
  [
    'a six inch meatball sub from subway',
    [['^Meatball sandwich', '^Meatball sandwich or sub$', 270, [220, 320]]],
  ],
  // drinks with alcohol
  ['had two pints of IPA at the brewery', [['^Beer', '^Beer$', 960, [880, 1000]]]],
  ['a couple glasses of red wine with dinner', [['^Wine, red', '^Wine, red$', 360, [300, 420]]]],
  ['three margaritas at happy hour', [['^Margarita$', '^Margarita$', 675, [500, 800]]]],
  [
    'a vodka soda and a bag of pretzels at the bar',
    [
      ['^Vodka and soda', '^Vodka and soda$', 225, [150, 300]],
      ['^Pretzels', '^Pretzels, hard, NFS', 28, [20, 60]],
    ],
  ],
  ['a 12 oz can of hard cider after work', [['^Hard cider', '^Hard cider$', 360, [340, 370]]]],
  // fried foods
  [
    'a fried fish sandwich and an order of onion rings',
    [
      ['^Fish sandwich', '^Fish sandwich, fried, from fast food$', 130, [110, 180]],
      ['onion rings', '^Fried onion rings$', 120, [80, 170]],
    ],
  ],
  [
    'a biscuit and two pieces of fried chicken from KFC',
    [
      ['^Biscuit', '^Biscuit, NFS', 45, [35, 90]],
      ['^Chicken', '^Chicken breast, fried, coated, skin / coating eaten, from fast food', 260, [160, 380]],
    ],
  ],
  ['a big slice of cheesecake after dinner', [['^Cheesecake', '^Cheesecake, plain$', 125, [80, 190]]]],
];
writeProbeSet(
  'kcal-probes.json',
  "Decision 206: 30 everyday US messages of the classes of large kcal error found in the training part (a count or an order of pieces, a fat or dip beside a food, a meat's or protein dish's portion, a dish counted twice or read as its shell, a chain's own size, drinks with alcohol, fried foods), written before any change of that decision and before the parser was run on them, none from any data part (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; nothing else may be read. 'carbs' and 'kcal' are those of the foods and grams in 'why', a coder's record. A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
