// Decision 219's check set (test/leftovers-probes.json), written before the parser was run on it: everyday messages of
// the six classes the seventh session left (decision 216's "Left"): "seconds" said after several foods, dish names
// that begin with a meal word said at a line's start, chains FNDDS does not name and their signature items, bowls,
// everyday words that read nothing, and sequence words (after, before, then) between foods. Rules of the truth, written
// before the first run: each food is the FNDDS food a careful coder records; with no amount said, FNDDS's quantity not
// specified; "seconds" after several foods is a second helping of the main dish (the first food said that is no drink),
// not of its sides or drink (decision 219); a chain's item is the generic FNDDS food a coder records for it.
// Usage: npx tsx scripts/leftovers-probes.ts
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const r = (g: number, lo = 0.7, hi = 1.35): [number, number] => [Math.round(g * lo), Math.round(g * hi)];
const f = (pattern: string, truth: string, g: number, range = r(g)): F => [pattern, truth, g, range];
const opt = (pattern: string, truth: string, g: number, range = r(g, 0, 3)): F => [
  pattern,
  truth,
  g,
  range,
  true,
];
const fries = (g = 110, range: [number, number] = [70, 200]) =>
  f('^Potato, french fries', '^Potato, french fries, fast food', g, range);
const coke = (g = 372) => f('^Soft drink, cola', '^Soft drink, cola$', g, [300, 650]);

const S: [string, F[]][] = [
  // 1. "seconds" after several foods: a second helping of the main dish, the sides and drink once
  [
    'had spaghetti and meatballs with garlic bread, then went back for seconds',
    [
      f(
        '^Pasta with tomato-based sauce and meat|^Spaghetti',
        '^Pasta with tomato-based sauce and meat, home recipe',
        500,
        [400, 760],
      ),
      f('^Garlic bread', '^Garlic bread, NFS', 79, [39, 120]),
    ],
  ],
  [
    'a burger and fries, went back for seconds',
    [
      f('^Hamburger', '^Hamburger, NFS', 290, [180, 400]),
      f('^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 160]),
    ],
  ],
  [
    'lasagna and a side salad for dinner and had seconds',
    [
      f('^Lasagna', '^Lasagna with meat$', 500, [400, 760]),
      f('^Lettuce, salad|salad', '^Lettuce, salad with assorted vegetables including', 94, [50, 160]),
    ],
  ],
  [
    'meatloaf, mashed potatoes and green beans, went back for seconds',
    [
      f('^Meat loaf', '^Meat loaf, NS as to type of meat', 216, [160, 300]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125, [90, 190]),
      f('^Green beans', '^Green beans, NS as to form, cooked', 73, [50, 110]),
    ],
  ],
  [
    'chili and cornbread, had seconds',
    [
      f('^Chili', '^Chili with meat and beans', 510, [400, 620]),
      f('^Cornbread', '^Cornbread, prepared from mix', 60, [40, 90]),
    ],
  ],
  [
    'two beef tacos and rice, went back for seconds',
    [
      f('^Taco', '^Taco, corn tortilla, beef, cheese', 420, [300, 500]),
      f('^Rice', '^Rice, white, cooked, NS as to fat', 122, [80, 190]),
    ],
  ],
  [
    'pancakes and bacon this morning, got seconds',
    [
      f('^Pancakes', '^Pancakes, NFS', 200, [140, 300]),
      f('[Bb]acon', '^Pork bacon, NS as to fresh, smoked or cured, cooked', 16, [10, 30]),
    ],
  ],
  [
    'chicken and rice with a coke, went back for seconds',
    [
      f('^Chicken', '^Chicken breast, NS as to cooking method, skin not eaten', 240, [160, 340]),
      f('^Rice', '^Rice, white, cooked, NS as to fat', 122, [80, 190]),
      coke(),
    ],
  ],
  // 2. a dish whose name begins with a meal word, said at a line's start
  [
    'breakfast burrito and a coffee',
    [f('burrito', '^Egg burrito$', 180, [150, 240]), f('^Coffee', '^Coffee, brewed$', 240, [200, 480])],
  ],
  ['Breakfast burrito from the gas station', [f('burrito', '^Egg burrito$', 180, [150, 240])]],
  [
    'breakfast sandwich with sausage egg and cheese on an english muffin',
    [f('^Egg sandwich on English muffin', '^Egg sandwich on English muffin, with sausage', 180, [130, 240])],
  ],
  [
    'lunch meat and cheese on crackers',
    [
      f('^Luncheon meat|^Ham|^Turkey|^Bologna', '^Luncheon meat, NFS', 56, [28, 90]),
      f('^Cheese', '^Cheese, NFS', 21, [10, 45]),
      f('^Crackers', '^Crackers, NFS', 15, [6, 45]),
    ],
  ],
  [
    'Dinner roll with butter',
    [f('^Roll', '^Roll, white, soft', 43, [28, 60]), f('^Butter', '^Butter, NFS', 5, [2, 15])],
  ],
  [
    'two dinner rolls and a bowl of chili',
    [
      f('^Roll', '^Roll, white, soft', 86, [60, 120]),
      f('^Chili', '^Chili with meat and beans', 255, [200, 400]),
    ],
  ],
  ['Lunch: a breakfast burrito', [f('burrito', '^Egg burrito$', 180, [150, 240])]],
  [
    'brunch was a breakfast sandwich and orange juice',
    [
      f('^Egg sandwich', '^Egg sandwich on white bread, with meat and cheese', 180, [120, 240]),
      f('^Orange juice', '^Orange juice, 100%, NFS', 248, [180, 380]),
    ],
  ],
  // 3. chains FNDDS does not name, and their signature items
  [
    'a Double-Double from In-N-Out',
    [f('^Double cheeseburger', '^Double cheeseburger, from fast food, 2 medium patties', 270, [150, 340])],
  ],
  [
    'in n out double double and animal fries',
    [
      f('^Double cheeseburger', '^Double cheeseburger, from fast food, 2 medium patties', 270, [150, 340]),
      f(
        '^Potato, french fries, with cheese',
        '^Potato, french fries, with cheese, fast food',
        169,
        [107, 260],
      ),
    ],
  ],
  [
    "Raising Cane's box combo",
    [
      f('^Chicken tenders', '^Chicken tenders or strips, breaded, from fast food', 200, [150, 260]),
      fries(110, [70, 200]),
      f('^Garlic bread|^Bread, white, toasted|[Tt]oast', '^Garlic bread, NFS', 41, [25, 80]),
      f('^Coleslaw', '^Coleslaw, fast food', 110, [60, 160]),
      opt('^Soft drink|^Tea|^Lemonade', '^Soft drink, cola$', 0),
      opt('[Ss]auce|[Dd]ressing', '^Coleslaw dressing', 0),
    ],
  ],
  [
    'a chicken burrito from Chipotle',
    [f('^Burrito, chicken', '^Burrito, chicken, with beans and rice, cheese', 330, [280, 500])],
  ],
  [
    'chipotle steak burrito with rice, beans, cheese and salsa',
    [
      f('^Burrito, (beef|meat)', '^Burrito, beef, with beans and rice, cheese', 330, [280, 500]),
      opt('[Ss]alsa', '^Salsa', 0),
    ],
  ],
  [
    "a Jimmy John's turkey tom",
    [f('^Turkey sandwich or sub', '^Turkey sandwich or sub, restaurant', 195, [130, 300])],
  ],
  [
    "an italian sub from jersey mike's",
    [f('^Italian sandwich or sub', '^Italian sandwich or sub, restaurant', 295, [195, 400])],
  ],
  [
    'Five Guys cheeseburger and fries',
    [
      f('cheeseburger', '^Double cheeseburger, from fast food, 2 medium patties', 270, [150, 340]),
      fries(145, [110, 450]),
    ],
  ],
  [
    "a butterburger and cheese curds from Culver's",
    [
      f('^Hamburger|^Cheeseburger', '^Hamburger, from fast food, 1 medium patty', 145, [90, 200]),
      f('^Cheese', '^Cheese, Mozzarella, NFS', 85, [40, 170]),
    ],
  ],
  [
    'a Whataburger and fries',
    [f('^Hamburger', '^Hamburger, from fast food, 1 large patty', 175, [140, 260]), fries()],
  ],
  ['Panera broccoli cheddar soup', [f('^Soup, broccoli cheese', '^Soup, broccoli cheese', 255, [240, 450])]],
  [
    'sonic tots and a cherry limeade',
    [
      f('^Potato tots', '^Potato tots, fast food', 130, [65, 200]),
      f('^Lemonade|[Ll]imeade', '^Lemonade, fruit flavored drink', 496, [300, 800]),
    ],
  ],
  [
    'a whataburger with cheese',
    [f('^Cheeseburger', '^Cheeseburger, from fast food, 1 large patty', 210, [150, 280])],
  ],
  // 4. bowls
  [
    'a poke bowl',
    [
      f('^Fish, tuna|^Fish, raw|^Sushi', '^Fish, tuna, raw', 113, [60, 200]),
      f('^Rice', '^Rice, white, cooked, NS as to fat', 158, [100, 250]),
    ],
  ],
  [
    'salmon poke bowl for lunch',
    [
      f('^Fish, salmon|^Fish, raw', '^Fish, salmon, raw', 113, [60, 200]),
      f('^Rice', '^Rice, white, cooked, NS as to fat', 158, [100, 250]),
    ],
  ],
  [
    'an acai bowl with granola and banana',
    [
      f('[Ss]moothie|[Aa]cai', '^Fruit smoothie, with whole fruit, no dairy', 324, [200, 450]),
      f('[Gg]ranola', '^Cereals ready-to-eat, granola, homemade', 30, [15, 60]),
      f('^Banana', '^Banana, raw', 63, [30, 130]),
    ],
  ],
  [
    'chicken burrito bowl',
    [f('^Burrito bowl, chicken', '^Burrito bowl, chicken, with beans and rice', 315, [225, 450])],
  ],
  ['a ramen bowl', [f('^Ramen bowl|ramen', '^Ramen bowl, NFS', 490, [245, 600])]],
  [
    'a grain bowl with quinoa, grilled chicken and roasted vegetables',
    [
      f('^Quinoa', '^Quinoa, NS as to fat', 170, [85, 250]),
      f('^Chicken', '^Chicken breast, NS as to cooking method, skin not eaten', 90, [60, 180]),
      opt('[Vv]egetable', '^Vegetables, stew type, cooked, fat added', 90),
    ],
  ],
  // 5. everyday words that read nothing
  ['a pasty', [f('^Turnover', '^Turnover or hot pocket, beef', 130, [100, 300])]],
  [
    'a fluffernutter sandwich',
    [
      f('^Peanut butter', '^Peanut butter sandwich, NFS', 92, [70, 140]),
      opt('[Mm]arshmallow', '^Topping, marshmallow', 12),
    ],
  ],
  ['a pack of dunkaroos', [f('^Cookie', '^Cookie, animal, with frosting or icing', 28, [15, 45])]],
  [
    'two uncrustables',
    [
      f(
        '^Peanut butter and jelly sandwich, frozen',
        '^Peanut butter and jelly sandwich, frozen commercial',
        120,
        [100, 140],
      ),
    ],
  ],
  [
    'a turkey and cheddar lunchable',
    [
      f('^Crackers', '^Crackers, butter, plain', 20, [10, 40]),
      f('^Turkey|^Luncheon', '^Luncheon meat, NFS', 28, [15, 60]),
      f('^Cheese', '^Cheese, Cheddar', 21, [10, 40]),
    ],
  ],
  [
    'a pepperoni hot pocket',
    [
      f(
        '^Turnover or hot pocket, pizza pocket',
        '^Turnover or hot pocket, pizza pocket, meat',
        130,
        [100, 160],
      ),
    ],
  ],
  [
    'ham and cheese hot pocket',
    [f('^Turnover or hot pocket, ham', '^Turnover or hot pocket, ham', 130, [100, 160])],
  ],
  ['6 corn dog nuggets', [f('^Corn dog', '^Corn dog', 114, [90, 140])]],
  ['a dozen pizza rolls', [f('^Pizza rolls', '^Pizza rolls', 168, [140, 200])]],
  ['4 bagel bites', [f('^Pizza rolls', '^Pizza rolls', 88, [70, 110])]],
  ['a pack of gushers', [f('^Candy, fruit snacks', '^Candy, fruit snacks', 30, [20, 45])]],
  ['a fruit by the foot', [f('^Candy, fruit leather', '^Candy, fruit leather', 15, [10, 25])]],
  ['a plain seltzer', [f('^Water, carbonated', '^Water, carbonated, plain', 360, [300, 520])]],
  // 6. sequence words between foods
  [
    'seconds of chili after a burger and fries',
    [
      f('^Chili', '^Chili with meat and beans', 510, [400, 620]),
      f('^Hamburger', '^Hamburger, NFS', 145, [90, 200]),
      f('^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 160]),
    ],
  ],
  [
    'a banana before the gym and a protein shake after',
    [
      f('^Banana', '^Banana, raw', 126, [90, 160]),
      f(
        '^Nutritional drink|[Pp]rotein',
        '^Nutritional drink or shake, high protein, ready-to-drink, NFS',
        330,
        [240, 560],
      ),
    ],
  ],
  [
    'coffee before work then a bagel with cream cheese',
    [
      f('^Coffee', '^Coffee, brewed$', 240, [200, 480]),
      f('^Bagel', '^Bagel$', 105, [70, 140]),
      f('^Cream cheese', '^Cream cheese, regular, plain', 30, [15, 45]),
    ],
  ],
  [
    'pizza before the game and wings after',
    [
      f('^Pizza', '^Pizza, cheese, from restaurant or fast food, NS as to type of crust', 119, [80, 270]),
      f('^Chicken wing', '^Chicken wing, fried, coated, from restaurant', 110, [70, 330]),
    ],
  ],
  [
    'a slice of cake after a turkey sandwich',
    [
      f('^Cake', '^Cake or cupcake, NFS', 175, [80, 230]),
      f('^Turkey sandwich', '^Turkey sandwich on white$', 115, [80, 180]),
    ],
  ],
  [
    'went back for seconds of mac and cheese after the brisket',
    [
      f('^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 460, [320, 600]),
      f('^Beef|[Bb]risket', '^Beef, brisket', 60, [40, 200]),
    ],
  ],
];
writeProbeSet(
  'leftovers-probes.json',
  "Decision 219: everyday messages of the six classes the seventh session left ('seconds' said after several foods, dish names that begin with a meal word at a line's start, chains FNDDS does not name and their signature items, bowls, everyday words that read nothing, and sequence words between foods), written before the parser was run on them, none from any data part (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record (FNDDS's quantity not specified where no amount is said; 'seconds' a second helping of the main dish only). A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
