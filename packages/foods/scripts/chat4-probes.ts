// Decision 222's check set (test/chat4-probes.json), written before the parser was run on it: everyday US food typed
// the way people type in a chat box, none from decisions 207, 216 or 217's sets or any data part: short, lowercase,
// typos ("bananna", "sandwhich", "cofee", "spagetti", "chiken"), abbreviations ("w/", "w/o", "lg", "sm", "bfast",
// "pb", "oj", "pc", "2x", "x3", "+", "n", "&"), restaurant and brand names, no verbs, several foods a line, counts
// after foods ("eggs x3"), emoji and "lol", fractions ("1/2 turkey sandwhich"), oz, cups, tbsp. Rules of the truth,
// written before the first run: each food is the FNDDS food a careful coder records, read in db/foods.json.gz with
// scripts/lookup.ts; with no amount said, FNDDS's usual portion (a sandwich, a bar, a medium piece, a cup of a
// side); "lg"/"sm" a chain's large or small; a glass 8 fl oz, a can 12 fl oz, a bottle of beer 12 fl oz, a glass of
// wine 5 fl oz, a shot 1.5 fl oz; a handful 28 g; an optional food with 0 g adds nothing.
// Usage: npx tsx scripts/chat4-probes.ts
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
const egg = (g: number) => f('^Egg', '^Egg omelet or scrambled egg, NS as to fat', g);
const fried = (g: number) => f('^Egg', '^Egg, whole, fried, NS as to fat', g);
const toast = (g = 26) => f('^Bread|^Toast', '^Bread, white, toasted', g, [20, 60]);
const bacon = (g: number) =>
  f('bacon', '^Pork bacon, NS as to fresh', g, [Math.round(g * 0.6), Math.round(g * 1.6)]);
const coffee = (g = 360) => f('^Coffee', '^Coffee, brewed$', g, [230, 500]);
const cola = (g: number, range = r(g, 0.8, 1.2)) =>
  f('^Soft drink, cola|^Cola', '^Soft drink, cola$', g, range);
const fries = (g: number) => f('^Potato, french fries', '^Potato, french fries, fast food', g);
const milk = (g = 244) => f('^Milk', '^Milk, NFS', g, [180, 300]);
const creamer = (g: number) => f('creamer|^Cream', '^Coffee creamer, NFS', g, [Math.round(g / 2), g * 2]);
const butter = opt('^Butter|^Margarine', '^Butter, NFS', 0, [0, 20]);
const pb = (g: number) => f('^Peanut butter', '^Peanut butter$', g);

const S: [string, F[]][] = [
  // breakfast at home
  ['scrambled eggs x2 + toast', [egg(122), toast()]],
  [
    'bfast: bowl of cheerios w/ 2% milk',
    [
      f("Cheerios|O's", "^Cereal, O's, plain", 40, [25, 70]),
      f('^Milk', '^Milk, reduced fat \\(2%\\)', 183, [120, 260]),
    ],
  ],
  [
    'bagel w/ cream cheese lol',
    [f('^Bagel', '^Bagel$', 105), f('^Cream cheese', '^Cream cheese, regular, plain', 29, [14, 45])],
  ],
  ['eggs x3 and bacon x2', [fried(138), bacon(16)]],
  ['2 fried eggs on toast', [fried(92), toast()]],
  [
    'oatmeal w/ brown sugar',
    [f('^Oatmeal', '^Oatmeal, NFS', 234, [170, 300]), f('^Sugar', '^Sugar, brown', 9, [4, 20])],
  ],
  ['bananna + 2 tbsp pb', [f('^Banana', '^Banana, raw', 118, [90, 150]), pb(32)]],
  [
    '2 pancakes w/ syrup',
    [
      f('^Pancake', '^Pancakes, plain$', 76, [55, 160]),
      f('^Syrup|^Pancake syrup', '^Syrup, NFS', 40, [20, 65]),
    ],
  ],
  ['waffles x2 w/ butter', [f('^Waffle', '^Waffle, plain$', 70, [50, 160]), butter]],
  ['french toast 2 slices + bacon', [f('^French toast', '^French toast, NFS', 130, [100, 180]), bacon(16)]],
  [
    'eggs n toast n oj',
    [fried(50), toast(), f('^Orange juice', '^Orange juice, 100%, NFS', 249, [180, 300])],
  ],
  [
    'english muffin w/ butter',
    [f('^Muffin, English|^English muffin', '^Muffin, English$', 57, [50, 70]), butter],
  ],
  [
    'greek yogurt w/ strawberries',
    [
      f('^Yogurt, Greek', '^Yogurt, Greek, NS as to type of milk or flavor', 170, [140, 230]),
      f('^Strawberries', '^Strawberries, raw', 72, [40, 160]),
    ],
  ],
  [
    'strawberry yogurt cup + granola bar',
    [
      f('^Yogurt', '^Yogurt, low fat milk, fruit', 170, [113, 227]),
      f('granola bar|^Cereal or granola bar', '^Granola bar, NFS|^Cereal or granola bar', 24, [20, 45]),
    ],
  ],
  [
    'cottage cheese 1/2 cup + pineapple',
    [
      f('^Cheese, cottage', '^Cheese, cottage, NFS', 113, [100, 125]),
      f('^Pineapple', '^Pineapple, raw', 82, [60, 170]),
    ],
  ],
  ['cinnamon roll + cofee', [f('cinnamon', '^Roll, sweet, cinnamon bun, frosted', 88, [55, 130]), coffee()]],
  [
    'blueberry muffin n a latte',
    [
      f('^Muffin', '^Muffin, fruit$', 113, [70, 140]),
      f('^Coffee, Latte', '^Coffee, Latte$', 360, [300, 500]),
    ],
  ],
  // coffee and drinks
  [
    'grande caramel macchiato',
    [f('^Coffee, macchiato|^Coffee, Latte', '^Coffee, macchiato, sweetened', 480, [400, 520])],
  ],
  [
    'venti iced latte w/ oat milk',
    [f('^Coffee, Iced Latte|^Coffee, Latte', '^Coffee, Iced Latte, with non-dairy milk', 710, [560, 760])],
  ],
  ['16oz latte', [f('^Coffee, Latte', '^Coffee, Latte$', 480, [450, 500])]],
  ['coffee w/ 2 creamers', [coffee(), creamer(30)]],
  ['cup of coffee w/ milk', [coffee(240), opt('^Milk', '^Milk, NFS', 30, [0, 80])]],
  [
    'lg iced coffee w/ cream',
    [
      f('^Coffee', '^Coffee, brewed$', 700, [450, 950]),
      opt('creamer|^Cream', '^Coffee creamer, NFS', 30, [0, 90]),
    ],
  ],
  [
    'cold brew w/ splash of milk',
    [f('^Coffee', '^Coffee, brewed$', 470, [300, 720]), opt('^Milk', '^Milk, NFS', 30, [0, 80])],
  ],
  ['hot chocolate ☕', [f('^Hot chocolate', '^Hot chocolate / cocoa, NFS', 250, [200, 400])]],
  ['12 oz coke', [cola(368, [340, 380])]],
  ['can of diet coke', [f('^Soft drink, cola, diet', '^Soft drink, cola, diet', 368, [340, 380])]],
  [
    'lg sweet tea',
    [f('^Tea, iced', '^Tea, iced, brewed, black, pre-sweetened with sugar', 880, [650, 1000])],
  ],
  ['oj 8oz', [f('^Orange juice', '^Orange juice, 100%, NFS', 249, [235, 260])]],
  ['monster energy 16oz', [f('^Energy drink', '^Energy drink \\(Monster\\)', 480, [460, 500])]],
  ['gatorade 20oz after gym', [f('^Sports drink', '^Sports drink \\(Gatorade G\\)', 600, [580, 620])]],
  ['smoothie 16oz', [f('smoothie', '^Fruit smoothie, NFS', 480, [450, 520])]],
  ['bottle of water lol', [f('^Water', '^Water, bottled, plain', 500, [350, 600])]],
  ['glass of milk + 2 oreos', [milk(), f('^Cookie', '^Cookie, chocolate sandwich', 22, [18, 26])]],
  // fast food
  [
    'big mac lg fries lg coke',
    [f('^Big Mac', '^Big Mac', 219, [180, 260]), fries(154), cola(880, [600, 1100])],
  ],
  [
    '10 pc nuggets + sm fries',
    [f('^Chicken nuggets', '^Chicken nuggets, from fast food', 160, [150, 175]), fries(71)],
  ],
  [
    'chick fil a sandwich + waffle fries',
    [
      f(
        '^Chicken fillet sandwich|^Chicken sandwich',
        '^Chicken fillet sandwich, fried, from fast food$',
        170,
        [130, 220],
      ),
      fries(125),
    ],
  ],
  [
    'egg mcmuffin + hash brown',
    [
      f('McMuffin|^English muffin', 'Egg McMUFFIN', 137, [115, 155]),
      f('^Potato, hash brown', '^Potato, hash brown, from fast food$', 53, [45, 75]),
    ],
  ],
  ['sausage mcmuffin w/ egg', [f('McMuffin|^English muffin', 'Sausage McMUFFIN with Egg', 165, [140, 190])]],
  [
    '2 cheeseburgers + sm fries',
    [f('^Cheeseburger', '^Cheeseburger, from fast food, 1 small patty', 238, [200, 300]), fries(71)],
  ],
  [
    '2 chicken tenders + fries',
    [f('^Chicken tenders', '^Chicken tenders or strips, breaded, from fast food', 90, [60, 140]), fries(117)],
  ],
  ['3 tacos', [f('^Taco', '^Taco, NFS', 240, [170, 330])]],
  ['burrito w/o rice', [f('^Burrito', '^Burrito, NFS', 220, [160, 450])]],
  ['chiken quesadilla', [f('^Quesadilla', '^Quesadilla, chicken', 180, [120, 260])]],
  [
    'chips n guac',
    [
      f('^Tortilla chips', '^Tortilla chips, plain', 28, [20, 60]),
      f('^Guacamole', '^Guacamole, NFS', 60, [30, 125]),
    ],
  ],
  [
    '2 slices pepperoni pizza 🍕',
    [
      f(
        '^Pizza with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, NS as to type of crust',
        222,
        [160, 300],
      ),
    ],
  ],
  ['hot dog x2', [f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 196, [150, 260])]],
  [
    '6 wings + ranch',
    [
      f('^Chicken wing', '^Chicken wing, NS as to cooking method', 192, [130, 260]),
      f('ranch', '^Salad dressing, ranch dressing, regular', 30, [15, 60]),
    ],
  ],
  ['california roll 8 pcs', [f('^Sushi', '^Sushi roll, California', 224, [180, 280])]],
  ['fried rice 1 cup', [f('^Rice, fried', '^Rice, fried, NFS', 198, [140, 220])]],
  // lunch and dinner at home
  ['1/2 turkey sandwhich', [f('^Turkey sandwich', '^Turkey sandwich on white$', 58, [40, 90])]],
  [
    'pb&j + glass of milk',
    [f('^Peanut butter and jelly', '^Peanut butter and jelly sandwich, NFS', 93, [70, 130]), milk()],
  ],
  ['pb sandwich', [f('^Peanut butter sandwich', '^Peanut butter sandwich, NFS', 75, [55, 110])]],
  [
    'grilled cheese + tomato soup',
    [
      f('^Grilled cheese', '^Grilled cheese sandwich, NFS', 113, [85, 160]),
      f('^Soup, tomato', '^Soup, tomato$', 248, [180, 380]),
    ],
  ],
  ['blt on wheat', [f('^Bacon, lettuce', '^Bacon, lettuce, tomato sandwich on wheat', 130, [100, 170])]],
  [
    'tuna sandwich + apple',
    [
      f('^Tuna', '^Tuna salad sandwich on white$', 150, [110, 200]),
      f('^Apple', '^Apple, raw', 182, [140, 230]),
    ],
  ],
  [
    'mac n cheese 1 cup',
    [f('^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 200, [180, 260])],
  ],
  ['ramen noodles 1 pack', [f('ramen', '^Soup, ramen noodles, water added', 500, [380, 620])]],
  [
    '1/2 cup rice + chicken breast',
    [
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 79, [70, 95]),
      f('^Chicken breast', '^Chicken breast, NS as to cooking method, skin not eaten', 140, [90, 200]),
    ],
  ],
  [
    'spagetti w/ meatballs',
    [
      f(
        '^Pasta with tomato-based sauce and meat|^Spaghetti|meatball',
        '^Pasta with tomato-based sauce and meat, home recipe',
        370,
        [240, 520],
      ),
    ],
  ],
  [
    'cup of chili w/ cheese',
    [
      f('^Chili', '^Chili with meat and beans', 253, [230, 280]),
      opt('^Cheese', '^Cheese, Cheddar', 0, [0, 30]),
    ],
  ],
  [
    'steak + baked potato',
    [
      f('^Steak|^Beef', '^Steak, NS as to type of meat, NS as to fat', 160, [110, 250]),
      f('^Potato, baked', '^Potato, baked, NFS', 173, [130, 320]),
    ],
  ],
  [
    '2 pc fried chicken + cornbread',
    [
      f('^Chicken', '^Chicken, NS as to part, fried, coated, skin / coating eaten', 240, [160, 330]),
      f('^Cornbread', '^Cornbread, made from home recipe', 65, [45, 100]),
    ],
  ],
  ['leftover lasagna 1 piece', [f('^Lasagna', '^Lasagna with meat$', 250, [180, 330])]],
  ['frozen pizza 1/2 lol', [f('^Pizza', '^Pizza, cheese, from frozen, thin crust', 250, [140, 350])]],
  // snacks
  ['handful of almonds', [f('^Almonds', '^Almonds, NFS', 28, [15, 40])]],
  ['apple w/ pb', [f('^Apple', '^Apple, raw', 182, [140, 230]), pb(16)]],
  ['2 cups popcorn', [f('^Popcorn', '^Popcorn, NFS', 22, [14, 32])]],
  ['bag of chips', [f('^Potato chips', '^Potato chips, NFS', 28, [25, 60])]],
  ['snickers bar', [f('Snickers|^Candy', 'SNICKERS Bar$', 52, [45, 60])]],
  ['reeses cups', [f('Reese|^Candy', "REESE'S Peanut Butter Cups", 42, [38, 46])]],
  ['2 choc chip cookies', [f('^Cookie, chocolate chip', '^Cookie, chocolate chip$', 30, [20, 60])]],
  ['ice cream 1 cup', [f('^Ice cream', '^Ice cream, NFS', 132, [120, 150])]],
  ['donut + cofee', [f('^Doughnut', '^Doughnut, NFS', 60, [45, 80]), coffee()]],
  ['string cheese x2', [f('^Cheese', '^Cheese, Mozzarella, NFS', 56, [50, 62])]],
  ['clif bar', [f('Clif', '^Nutrition bar \\(Clif Bar\\)', 68, [64, 72])]],
  ['1/4 cup trail mix', [f('^Trail mix', '^Trail mix, NFS', 37, [30, 45])]],
  ['pretzels 1 oz', [f('^Pretzels', '^Pretzels, NFS', 28, [26, 30])]],
  ['goldfish crackers', [f('^Crackers, cheese', '^Crackers, cheese \\(Goldfish\\)', 30, [20, 60])]],
  [
    'baby carrots + hummus',
    [f('^Carrots', '^Carrots, raw$', 85, [50, 130]), f('^Hummus', '^Hummus, plain', 30, [20, 70])],
  ],
  ['cup of grapes', [f('^Grapes', '^Grapes, raw', 151, [140, 165])]],
  ['1 cup strawberries', [f('^Strawberries', '^Strawberries, raw', 152, [140, 170])]],
  // alcohol
  ['2 beers lol', [f('^Beer', '^Beer$', 712, [680, 740])]],
  ['bud light x3', [f('^Beer, light', '^Beer, light', 1068, [1000, 1110])]],
  ['glass of red wine', [f('^Wine, red', '^Wine, red', 148, [140, 250])]],
  ['2 glasses white wine', [f('^Wine, white', '^Wine, white', 296, [280, 500])]],
  ['mimosa x2 🥂', [f('^Mimosa', '^Mimosa', 350, [250, 480])]],
  ['margarita on the rocks', [f('^Margarita$', '^Margarita$', 240, [140, 300])]],
  ['vodka soda x2', [f('^Vodka and soda', '^Vodka and soda', 400, [250, 500])]],
  ['shot of tequila', [f('^Tequila$', '^Tequila$', 42, [40, 45])]],
  ['white claw x2', [f('^Hard seltzer', '^Hard seltzer', 710, [680, 740])]],
  // several foods, chat run-ons
  ['eggs x2 bacon x3 toast + coffee', [fried(92), bacon(24), toast(), coffee()]],
  [
    'lunch: turkey sandwich, chips & a coke',
    [
      f('^Turkey sandwich', '^Turkey sandwich on white$', 115, [90, 180]),
      f('^Potato chips', '^Potato chips, NFS', 28, [25, 60]),
      cola(368, [340, 380]),
    ],
  ],
  [
    'pizza 2 slices n a beer',
    [
      f('^Pizza', '^Pizza, cheese, from restaurant or fast food, NS as to type of crust', 214, [160, 300]),
      f('^Beer', '^Beer$', 356, [340, 370]),
    ],
  ],
];
writeProbeSet(
  'chat4-probes.json',
  "Decision 222: everyday US food typed as in a chat box (short, lowercase, typos, 'w/', 'w/o', 'lg', 'sm', 'bfast', 'pb', 'oj', 'x3', '2x', '+', 'n', '&', restaurant and brand names, no verbs, several foods a line, counts after foods, emoji and 'lol', fractions, oz, cups, tbsp), none from decisions 207, 216 or 217's sets or any data part; written before the parser was run on them (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz with scripts/lookup.ts (never by running the parser), with a grams range; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record. A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
