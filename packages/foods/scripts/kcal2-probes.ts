// Decision 214's check set (test/kcal2-probes.json), written before the parser was run on it: everyday US messages of
// the classes of large kcal error found in the training part's top 45 (round 2): a chain's own burger said with the
// chain after it ("from mcdonalds", "at burger king") read as FNDDS's larger generic burger; a food read as a form of
// very different energy density (lemonade as FNDDS's 25 kcal "fruit flavored drink"; lasagna someone made at home
// as the 139 kcal "Lasagna with meat" against the home recipe's 206); slices of a sandwich meat read at a roast's
// medium slice (60 g) where a coder records the deli slice (28 g); probes 43-49, added after step 3, a whole container said
// after a comma; probes 50-55, added after step 4, a thick slice of a roast; probes
// 56-61, added after step 5, a food said with crackers. Rules of the truth, written before the first run:
// a burger said at McDonald's or Burger King is FNDDS's food of that chain where it has one; lemonade with no other
// word is FNDDS's lemonade "fruit juice drink" (the regular one; "fruit flavored drink" is the powdered kind at 25
// kcal and "light" is named so), a cup 248 g, 16 oz 496 g; lasagna said as leftover, homemade or made by someone
// is "with meat, home recipe" by FNDDS's piece (206 g); a slice of turkey, ham, roast beef, chicken, bologna or
// salami said with no word of a roast (thick, carved, roast, dinner) is the deli luncheon meat's 28 g slice; a thick
// slice of a roast keeps the roast's thick slice. Usage: npx tsx scripts/kcal2-probes.ts
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const mcCheese: F = ['^Cheeseburger \\(McDonalds\\)', '^Cheeseburger \\(McDonalds\\)', 110, [95, 130]];
const mcHam: F = ['^Hamburger \\(McDonalds\\)', '^Hamburger \\(McDonalds\\)', 100, [85, 115]];
const bkCheese: F = ['^Cheeseburger \\(Burger King\\)', '^Cheeseburger \\(Burger King\\)', 110, [95, 130]];
const bkHam: F = ['^Hamburger \\(Burger King\\)', '^Hamburger \\(Burger King\\)', 100, [85, 115]];
const ffFries = (g: number): F => ['french fries', '^Potato, french fries, fast food$', g, [g - 20, g + 20]];
const lemonade = (g: number): F => [
  '^Lemonade, fruit juice drink$',
  '^Lemonade, fruit juice drink$',
  g,
  [g - 30, g + 30],
];
const homeLasagna = (g: number): F => [
  '^Lasagna with meat, home recipe',
  '^Lasagna with meat, home recipe',
  g,
  [g - 30, g + 40],
];
const deli = (meat: string, slices: number): F => [
  `^${meat}, prepackaged or deli`,
  `^${meat}, prepackaged or deli, luncheon meat$`,
  28 * slices,
  [24 * slices, 32 * slices],
];
const S: [string, F[]][] = [
  // a chain's own burger, the chain said after the burger
  ['a cheeseburger from mcdonalds', [mcCheese]],
  ['grabbed a hamburger at mcdonald’s on the way home', [mcHam]],
  [
    'two cheeseburgers from mcdonalds for lunch',
    [['^Cheeseburger \\(McDonalds\\)', '^Cheeseburger \\(McDonalds\\)', 220, [190, 260]]],
  ],
  ['had a cheeseburger and small fries from mcdonalds', [mcCheese, ffFries(110)]],
  [
    'ate 2 hamburgers from mcdonalds',
    [['^Hamburger \\(McDonalds\\)', '^Hamburger \\(McDonalds\\)', 200, [170, 230]]],
  ],
  ['a cheeseburger from burger king', [bkCheese]],
  ['got a hamburger at burger king', [bkHam]],
  ['stopped at burger king and had a cheeseburger', [bkCheese]],
  ['drove thru mcdonalds and got a plain hamburger', [mcHam]],
  [
    'lunch was a cheeseburger from mcdonald’s and a diet coke',
    [mcCheese, ['cola', '^Soft drink, cola, diet', 0, [300, 700]]],
  ],
  ['my son and I went to mcdonalds, I had a hamburger', [mcHam]],
  [
    'a double cheeseburger at burger king',
    [['^Double cheeseburger \\(Burger King\\)', '^Double cheeseburger \\(Burger King\\)', 140, [120, 170]]],
  ],
  // the same words with no chain, and the chain said first: unchanged
  ['a cheeseburger at the diner', [['^Cheeseburger', '^Cheeseburger, NFS', 165, [140, 220]]]],
  ['mcdonalds cheeseburger', [mcCheese]],
  ['grilled a hamburger in the backyard', [['^Hamburger', '^Hamburger, NFS', 145, [120, 180]]]],
  // lemonade
  ['a glass of lemonade', [lemonade(248)]],
  ['16 oz lemonade with lunch', [lemonade(496)]],
  ['had a cup of lemonade on the porch', [lemonade(248)]],
  ['2 cups of lemonade at the picnic', [lemonade(496)]],
  [
    'a hot dog and a lemonade at the ballgame',
    [['^Hot dog', '^Hot dog sandwich, NFS, on white bun', 102, [85, 120]], lemonade(248)],
  ],
  [
    'pink lemonade, about 12 oz',
    [['^Lemonade, fruit juice drink$|^Lemonade, pink', '^Lemonade, fruit juice drink$', 372, [330, 410]]],
  ],
  [
    'a glass of light lemonade',
    [['^Lemonade, fruit juice drink, light', '^Lemonade, fruit juice drink, light', 248, [210, 290]]],
  ],
  // lasagna made at home
  ['leftover lasagna for lunch, one piece', [homeLasagna(206)]],
  ['a piece of homemade lasagna', [homeLasagna(206)]],
  ['my mom made lasagna and I had a piece', [homeLasagna(206)]],
  ['two pieces of homemade lasagna', [homeLasagna(412)]],
  ['warmed up a square of leftover lasagna', [homeLasagna(206)]],
  [
    'homemade lasagna and a side salad',
    [homeLasagna(206), ['salad', '^Lettuce, salad with assorted vegetables', 94, [60, 160]]],
  ],
  // slices of a sandwich meat
  ['3 slices of turkey', [deli('Turkey', 3)]],
  [
    'two slices of ham and a slice of swiss',
    [deli('Ham', 2), ['^Cheese, Swiss', '^Cheese, Swiss$', 21, [18, 25]]],
  ],
  ['4 slices of deli turkey as a snack', [deli('Turkey', 4)]],
  [
    'rolled up 3 slices of ham with a cheese stick',
    [deli('Ham', 3), ['^Cheese', '^Cheese, Mozzarella, NFS', 28, [20, 60]]],
  ],
  [
    'a slice of turkey and a slice of cheddar on two slices of wheat bread',
    [
      deli('Turkey', 1),
      ['^Cheese, Cheddar', '^Cheese, Cheddar$', 21, [18, 25]],
      ['^Bread, whole wheat', '^Bread, whole wheat$', 72, [60, 90]],
    ],
  ],
  ['2 slices of roast beef from the deli', [deli('Beef', 2)]],
  ['ate four slices of ham straight from the fridge', [deli('Ham', 4)]],
  ['5 slices of bologna', [['^Bologna', '^Bologna$', 140, [120, 160]]]],
  ['a couple slices of salami', [['^Salami', '^Salami, NFS', 56, [48, 64]]]],
  ['turkey slices, like 3 of them', [deli('Turkey', 3)]],
  ['2 slices of chicken lunch meat', [deli('Chicken', 2)]],
  [
    'six slices of turkey on crackers',
    [deli('Turkey', 6), ['^Crackers', '^Crackers, NFS', 18, [10, 40], true]],
  ],
  // a roast's slice, said so: unchanged
  ['a thick slice of ham at easter dinner', [['^Ham', '^Ham$', 90, [80, 100]]]],
  [
    'two thick slices of roast turkey with gravy',
    [
      ['^Turkey', '^Turkey, NFS', 170, [150, 190]],
      ['^Gravy', '^Gravy, poultry', 60, [30, 130]],
    ],
  ],
  // added after step 3, before the parser was run on them: a whole container said after a comma (class C, a package
  // lost); a coder records FNDDS's portion of that container
  [
    'had a chicken flavored instant ramen, the whole pack',
    [['^Soup, ramen noodles', '^Soup, ramen noodles, water added', 440, [400, 520]]],
  ],
  ['microwave popcorn, the whole bag', [['^Popcorn, microwave', '^Popcorn, microwave, NFS', 85, [75, 95]]]],
  [
    'ritz crackers, the whole sleeve',
    [['^Crackers, butter', '^Crackers, butter \\(Ritz\\)', 115, [100, 130]]],
  ],
  [
    'pringles, the entire can',
    [['^Potato chips, restructured', '^Potato chips, restructured, plain', 185, [160, 200]]],
  ],
  [
    'instant oatmeal, the whole packet',
    [['^Oatmeal, instant', '^Oatmeal, instant, plain, made with water, no added fat', 148, [140, 175]]],
  ],
  [
    'ate the whole bag of microwave popcorn',
    [['^Popcorn, microwave', '^Popcorn, microwave, NFS', 85, [75, 95]]],
  ],
  ['ritz crackers, about 10', [['^Crackers, butter', '^Crackers, butter \\(Ritz\\)', 30, [25, 36]]]],
  // added after step 4, before the parser was run on them: a thick slice of a roast (class C, a portion off by half),
  // FNDDS's "1 thick slice" (90 g) of the roast; a plain slice, its regular slice (60 g)
  ['two thick slices of brisket', [['^Beef, brisket', '^Beef, brisket', 180, [160, 200]]]],
  ['a thick slice of roast beef', [['^Beef, roast', '^Beef, roast$', 90, [80, 100]]]],
  ['3 thick slices of pork roast', [['^Pork, roast', '^Pork, roast$', 270, [240, 300]]]],
  ['had a thick slice of pot roast', [['^Beef, pot roast', '^Beef, pot roast', 90, [80, 100]]]],
  ['a thick slice of ham', [['^Ham$', '^Ham$', 90, [80, 100]]]],
  ['a slice of brisket', [['^Beef, brisket', '^Beef, brisket', 60, [50, 70]]]],
  // added after step 5, before the parser was run on them: a food said with crackers merged into a flavored or filled
  // cracker (class E, a food dropped); a coder records the food at its FNDDS default and the crackers' 18 g
  [
    'swiss cheese and crackers for a snack',
    [
      ['^Cheese, Swiss', '^Cheese, Swiss$', 21, [18, 30]],
      ['^Crackers', '^Crackers, NFS', 18, [10, 30]],
    ],
  ],
  [
    'cheese and crackers after school',
    [
      ['^Cheese', '^Cheese, NFS', 21, [18, 30]],
      ['^Crackers', '^Crackers, NFS', 18, [10, 30]],
    ],
  ],
  [
    'saltine crackers with peanut butter',
    [
      ['^Crackers, saltine', '^Crackers, saltine$', 18, [10, 30]],
      ['^Peanut butter', '^Peanut butter$', 32, [28, 36]],
    ],
  ],
  [
    'had some crackers and cheese',
    [
      ['^Crackers', '^Crackers, NFS', 18, [10, 30]],
      ['^Cheese', '^Cheese, NFS', 21, [18, 30]],
    ],
  ],
  // controls: the packaged crackers named so
  [
    'a pack of peanut butter crackers',
    [['^Crackers, sandwich, peanut butter', '^Crackers, sandwich, peanut butter filled$', 45, [30, 50]]],
  ],
  ['a handful of cheese crackers', [['^Crackers, cheese', '^Crackers, cheese$', 28, [14, 35]]]],
];
writeProbeSet(
  'kcal2-probes.json',
  'Decision 214: large kcal errors, round 2 (a chain burger said with the chain after it, lemonade and home-made lasagna read as foods of another energy density, slices of sandwich meat), written before the parser was run on them; none from any data part.',
  S,
);
