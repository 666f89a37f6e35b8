// Decision 216's check set (test/sweep3-probes.json), written before the parser was run on it: everyday US meals of
// every kind, said the way people tell a diet survey or a chat box (full sentences and short lines; breakfasts,
// lunches, dinners, snacks and drinks; home food, packaged food by brand, restaurant and fast food, school and work
// cafeterias, Southern, Tex-Mex, Midwest, Hawaiian and New England food, holiday meals, kids' food, alcohol and
// desserts), none from any data part. Rules of the truth, written before the first run: each food is the FNDDS food a
// careful coder records; with no amount said, FNDDS's quantity not specified; "a couple" is two; a cup of coffee 8 fl
// oz; milk "in" coffee FNDDS's guideline amount per fl oz of the drink; a chain's own food where FNDDS has one.
// Usage: npx tsx scripts/sweep3-probes.ts
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
const dietCoke = (g = 360) => f('^Soft drink, cola, diet', '^Soft drink, cola, diet$', g);
const coke = (g = 372) => f('^Soft drink, cola', '^Soft drink, cola$', g);

const S: [string, F[]][] = [
  // breakfasts
  [
    'For breakfast I had two scrambled eggs, a slice of wheat toast and a cup of coffee with milk',
    [
      f('^Egg omelet or scrambled egg', '^Egg omelet or scrambled egg, NS as to fat$', 110),
      f('^Bread, (whole )?wheat', '^Bread, whole wheat, toasted', 33),
      f('^Coffee', '^Coffee, brewed$', 240),
      opt('^Milk', '^Milk, NFS', 20),
    ],
  ],
  [
    'bowl of cheerios w/ 2% milk',
    [
      f("^Cereal, O's, plain", "^Cereal, O's, plain", 30),
      f('^Milk, reduced fat', '^Milk, reduced fat \\(2%\\)', 122, [60, 250]),
    ],
  ],
  [
    "Grabbed a sausage egg and cheese biscuit from McDonald's on the way to work",
    [f('^Egg sandwich on biscuit, with sausage', '^Egg sandwich on biscuit, with sausage and cheese', 190)],
  ],
  [
    'half a bagel with cream cheese',
    [f('^Bagel', '^Bagel$', 52, [40, 70]), f('^Cream cheese', '^Cream cheese, regular, plain', 15, [8, 35])],
  ],
  [
    'Oatmeal with brown sugar and raisins this morning',
    [
      f('^Oatmeal', '^Oatmeal, NFS', 240),
      f('^Sugar, brown', '^Sugar, brown', 9, [3, 15]),
      f('^Raisins', '^Raisins', 40, [10, 50]),
    ],
  ],
  [
    'pancakes with syrup and 2 sausage links',
    [
      f('^Pancakes', '^Pancakes, NFS', 100),
      f('syrup', '^Pancake syrup$', 40),
      f('sausage', '^Pork sausage$', 26, [18, 60]),
    ],
  ],
  [
    'french toast with powdered sugar',
    [
      f('^French toast', '^French toast, NFS', 60, [50, 140]),
      opt('^Sugar', '^Sugar, white, confectioner', 5),
    ],
  ],
  [
    'An Eggo waffle with butter and syrup',
    [
      f('^Waffle', '^Waffle, plain, frozen', 40, [30, 80]),
      f('^Butter', '^Butter, NFS', 5, [2, 15]),
      f('syrup', '^Pancake syrup$', 40),
    ],
  ],
  [
    'two strawberry pop tarts',
    [f('toaster pastry|Pop-?Tart|Pastry, fruit', '^Pastry, fruit-filled', 104, [80, 150])],
  ],
  [
    'a blueberry muffin and a medium iced coffee from Dunkin',
    [f('^Muffin', '^Muffin, fruit$', 130), f('^Iced Coffee|^Coffee', '^Iced Coffee, brewed$', 480)],
  ],
  [
    'Had two hard boiled eggs and a banana before the gym',
    [f('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 100), f('^Banana', '^Banana, raw', 126)],
  ],
  ['a strawberry yogurt', [f('^Yogurt.*fruit', '^Yogurt, NS as to type of milk, fruit', 170)]],
  [
    'biscuits and gravy at the diner',
    [f('^Biscuit', '^Biscuit, NFS', 45, [35, 160]), f('gravy', '^Sausage gravy|^Gravy', 120, [40, 250])],
  ],
  // lunches
  [
    'For lunch I had a turkey sandwich on wheat with a bag of chips and a Diet Coke',
    [
      f('^Turkey sandwich on wheat', '^Turkey sandwich on wheat$', 115),
      f('^Potato chips', '^Potato chips, NFS', 28, [20, 60]),
      dietCoke(),
    ],
  ],
  [
    'a chicken caesar salad at work',
    [f('[Cc]aesar', '^Caesar salad, with romaine, no dressing', 79, [60, 350])],
  ],
  [
    'I had a bowl of chicken noodle soup and some saltines',
    [
      f('^Soup, chicken noodle', '^Soup, chicken noodle$', 245, [200, 400]),
      f('^Crackers, saltine', '^Crackers, saltine$', 18, [6, 30]),
    ],
  ],
  [
    'PB&J, an apple and a juice box',
    [
      f('^Peanut butter and jelly sandwich', '^Peanut butter and jelly sandwich, NFS', 112),
      f('^Apple', '^Apple, raw', 200),
      f('juice', '^Apple juice, 100%$', 209, [120, 260]),
    ],
  ],
  [
    'school lunch was a slice of cheese pizza, some corn and a carton of chocolate milk',
    [
      f('^Pizza, cheese', '^Pizza, cheese, from school lunch, medium crust', 147, [80, 200]),
      f('^Corn', '^Corn, NS as to form, cooked', 85, [40, 120]),
      f('^Chocolate milk', '^Chocolate milk, NFS', 248, [200, 260]),
    ],
  ],
  [
    'a bowl of kraft mac and cheese',
    [
      f(
        '^Macaroni or noodles with cheese',
        '^Macaroni or noodles with cheese, made from packaged mix',
        230,
        [150, 380],
      ),
    ],
  ],
  [
    'grilled cheese and a cup of tomato soup',
    [
      f('^Grilled cheese', '^Grilled cheese sandwich, NFS', 116),
      f('^Soup, tomato', '^Soup, tomato, canned', 245, [200, 260]),
    ],
  ],
  [
    'Tuna salad sandwich on white bread and some pickles',
    [
      f('[Tt]una salad', '^Tuna salad sandwich on white$', 180, [120, 260]),
      opt('[Pp]ickle', '^Pickles, dill', 30),
    ],
  ],
  [
    'a BLT on toast',
    [f('^Bacon, lettuce, tomato sandwich', '^Bacon, lettuce, tomato sandwich on white', 105)],
  ],
  [
    'work cafeteria: a cheeseburger and tater tots',
    [
      f('^Cheeseburger', '^Cheeseburger, NFS', 165, [90, 230]),
      f('^Potato tots', '^Potato tots, NFS', 65, [50, 150]),
    ],
  ],
  [
    'salad bar at work, lettuce, cucumbers, cherry tomatoes and ranch',
    [
      f('^Lettuce', '^Lettuce, raw', 55, [10, 120]),
      f('^Cucumber', '^Cucumber, raw', 30, [10, 120]),
      f('^Tomatoes', '^Tomatoes, raw', 45, [15, 120]),
      f('^Ranch', '^Ranch dressing$', 30, [15, 60]),
    ],
  ],
  [
    'a footlong turkey sub from Subway',
    [f('^Turkey sandwich or sub', '^Turkey sandwich or sub, restaurant', 390, [300, 460])],
  ],
  [
    'Leftover orange chicken and fried rice for lunch',
    [f('^Orange chicken', '^Orange chicken', 189), f('^Rice, fried', '^Rice, fried, NFS', 198)],
  ],
  [
    'panda express: chow mein and orange chicken',
    [
      f(
        'chow mein|^Lo mein|noodles',
        '^Chow mein or chop suey, NS as to type of meat, with noodles',
        220,
        [120, 300],
      ),
      f('^Orange chicken', '^Orange chicken', 189),
    ],
  ],
  [
    'A California roll and miso soup',
    [
      f('^Sushi roll, California', '^Sushi roll, California', 180),
      f('[Mm]iso', '^Soup, miso or tofu', 245, [150, 300]),
    ],
  ],
  [
    'a pepperoni hot pocket',
    [f('^Turnover or hot pocket', '^Turnover or hot pocket, pizza pocket, meat', 105, [90, 150])],
  ],
  [
    'Ate half a DiGiorno pepperoni pizza',
    [
      f(
        '^Pizza with pepperoni, from frozen',
        '^Pizza with pepperoni, from frozen, thick crust',
        420,
        [250, 620],
      ),
    ],
  ],
  ['cup of ramen noodles', [f('ramen|^Noodles', '^Soup, ramen noodles, water added', 245, [150, 300])]],
  // fast food and restaurants
  [
    'A Big Mac, large fries and a large Coke',
    [
      f('^Big Mac', '^Big Mac', 205),
      f('french fries', '^Potato, french fries, fast food', 180, [150, 210]),
      coke(744),
    ],
  ],
  [
    'chick fil a chicken sandwich and waffle fries',
    [
      f('^Chicken fillet sandwich|^Chicken sandwich', '^Chicken fillet sandwich, NFS', 140, [100, 240]),
      f('french fries', '^Potato, french fries, fast food', 110, [80, 160]),
    ],
  ],
  [
    'Taco Bell: 2 crunchy tacos and a bean burrito',
    [
      f('^Taco, corn tortilla, beef', '^Taco, corn tortilla, beef, cheese$', 210),
      f('^Burrito', '^Burrito, with beans, cheese', 190, [150, 260]),
    ],
  ],
  [
    'a Chipotle chicken burrito bowl',
    [f('^Burrito bowl, chicken', '^Burrito bowl, chicken, with beans and rice', 315, [250, 500])],
  ],
  [
    'Philly cheesesteak and a side of onion rings',
    [
      f('^Cheese steak sandwich', '^Cheese steak sandwich or sub on white', 145, [120, 300]),
      f('onion rings', '^Fried onion rings', 110, [60, 170]),
    ],
  ],
  [
    '10 buffalo wings with blue cheese',
    [
      f(
        '^Chicken "wings" with hot sauce',
        '^Chicken "wings" with hot sauce, from fast food',
        320,
        [220, 450],
      ),
      f('[Bb]lue or roquefort', '^Blue or roquefort cheese dressing$', 30, [15, 60]),
    ],
  ],
  ['Nachos with cheese at the game', [f('^Nachos', '^Nachos, cheese only', 125, [100, 250])]],
  ['a chicken quesadilla', [f('^Quesadilla, chicken', '^Quesadilla, chicken$', 140, [70, 250])]],
  [
    'kids meal chicken nuggets, 6 piece, with apple slices',
    [
      f('^Chicken nuggets', '^Chicken nuggets, from fast food', 96, [80, 120]),
      f('^Apple', '^Apple, raw', 34, [25, 70]),
    ],
  ],
  // dinners at home
  [
    'Dinner was spaghetti with meat sauce and garlic bread',
    [
      f('^Spaghetti|^Pasta', '^Pasta with tomato-based sauce and meat, home recipe', 250, [180, 500]),
      f('^Garlic bread', '^Garlic bread, NFS', 79),
    ],
  ],
  [
    'We had pot roast with carrots and potatoes',
    [
      f('^Beef, pot roast|^Pot roast', '^Beef, pot roast', 60, [50, 300]),
      f('^Carrots', '^Carrots, NS as to form, cooked', 80, [40, 160]),
      f('^Potato', '^Potato, boiled, NFS', 170, [80, 300]),
    ],
  ],
  [
    'meatloaf and mashed potatoes',
    [
      f('^Meat loaf', '^Meat loaf made with beef$', 84, [70, 260]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125, [100, 260]),
    ],
  ],
  [
    'baked salmon, a cup of rice and some asparagus',
    [
      f('^Fish, salmon', '^Fish, salmon, baked or broiled$', 140, [100, 200]),
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 158, [140, 200]),
      f('^Asparagus', '^Asparagus, NS as to form, cooked', 93, [50, 180]),
    ],
  ],
  [
    'Grilled chicken breast and a baked potato with sour cream',
    [
      f(
        '^Chicken breast',
        '^Chicken breast, baked, broiled, or roasted, skin not eaten, from raw',
        120,
        [90, 200],
      ),
      f('^Potato, baked', '^Potato, baked, NFS', 285, [150, 320]),
      f('^Sour cream', '^Sour cream, regular', 30, [15, 60]),
    ],
  ],
  [
    'Made tacos for dinner, I had three',
    [f('^Taco', '^Taco, corn tortilla, beef, cheese$', 315, [240, 420])],
  ],
  ['two hot dogs off the grill', [f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 204, [100, 250])]],
  [
    'a bowl of chili with cheese on top',
    [
      f('^Chili', '^Chili with meat and beans', 255, [200, 400]),
      f('^Cheese', '^Cheese, Cheddar', 28, [10, 50]),
    ],
  ],
  // Southern
  [
    'fried chicken, collard greens and cornbread',
    [
      f('^Chicken', '^Chicken, NS as to part, fried, coated, skin / coating eaten', 85, [80, 350]),
      f('^Collards', '^Collards, NS as to form, cooked', 68, [50, 200]),
      f('^Cornbread', '^Cornbread, prepared from mix', 60, [40, 120]),
    ],
  ],
  [
    'shrimp and grits',
    [f('^Shrimp', '^Shrimp, NFS', 85, [50, 200]), f('^Grits', '^Grits, NFS', 240, [150, 300])],
  ],
  [
    'red beans and rice',
    [f('beans and rice|^Red beans', '^Kidney beans and rice, from fast food', 170, [150, 400])],
  ],
  [
    'chicken fried steak with mashed potatoes and gravy',
    [
      f('^Beef, steak, country fried', '^Beef, steak, country fried', 160, [120, 250]),
      f('^Potato, mashed', '^Potato, mashed', 125, [100, 260]),
      opt('[Gg]ravy', '^Gravy, NFS', 60),
    ],
  ],
  [
    'a big glass of sweet tea',
    [f('^Tea', '^Tea, iced, brewed, black, pre-sweetened with sugar$', 558, [370, 750])],
  ],
  ['Bowl of gumbo with rice', [f('^Gumbo', '^Gumbo with rice', 305, [240, 500])]],
  // Tex-Mex
  [
    'cheese enchiladas with rice and refried beans',
    [
      f('^Enchilada', '^Enchilada, no meat', 300, [150, 400]),
      f('^Spanish rice|^Rice', '^Spanish rice, NS as to fat', 182, [100, 260]),
      f('^Refried beans', '^Refried beans$', 130, [90, 260]),
    ],
  ],
  [
    'chips and salsa',
    [f('^Tortilla chips', '^Tortilla chips, plain', 30, [25, 90]), f('^Salsa', '^Salsa, red', 32, [16, 100])],
  ],
  [
    'A breakfast taco with egg and bacon',
    [
      f('^Egg|^Taco|^Burrito', '^Egg omelet or scrambled egg, NS as to fat$', 55, [40, 200]),
      opt('bacon', '^Pork bacon, NS as to fresh, smoked or cured, cooked', 8),
      opt('^Tortilla, flour', '^Tortilla, flour', 33),
    ],
  ],
  ['beef fajitas with flour tortillas', [f('^Fajita', '^Fajita, beef or pork', 190, [90, 400])]],
  [
    '2 margaritas and chips and guac',
    [
      f('^Margarita$', '^Margarita$', 450, [400, 560]),
      f('^Tortilla chips', '^Tortilla chips, plain', 30, [25, 90]),
      f('^Guacamole', '^Guacamole, NFS', 60, [30, 130]),
    ],
  ],
  // Midwest
  [
    'tater tot hotdish',
    [
      f(
        'tots|hotdish|casserole|Beef',
        '^Beef, potatoes, and vegetables excluding carrots, broccoli, and dark-green leafy; gravy',
        252,
        [150, 400],
      ),
    ],
  ],
  [
    'A bratwurst on a bun with sauerkraut',
    [
      f('^Bratwurst', '^Bratwurst$', 60, [50, 180]),
      opt('^Roll', '^Roll, white, hot dog bun', 45),
      opt('^Sauerkraut', '^Sauerkraut', 30),
    ],
  ],
  [
    'sloppy joe and a handful of potato chips',
    [
      f('^Sloppy joe', '^Sloppy joe sandwich, on white bun', 185),
      f('^Potato chips', '^Potato chips, NFS', 28, [15, 60]),
    ],
  ],
  [
    'a slice of cherry pie with vanilla ice cream',
    [
      f('^Pie, cherry', '^Pie, cherry', 150, [100, 200]),
      f('^Ice cream', '^Ice cream, vanilla$', 66, [45, 140]),
    ],
  ],
  // Hawaiian
  ['spam musubi', [f('[Ss]pam|musubi|^Sushi', '^Spam$|^Sushi', 120, [40, 220])]],
  [
    'plate lunch: kalua pork, two scoops of rice and mac salad',
    [
      f('^Pork', '^Pork, roast', 140, [60, 260]),
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 244, [150, 350]),
      f('^Macaroni or pasta salad', '^Macaroni or pasta salad, made with mayonnaise$', 136, [80, 200]),
    ],
  ],
  ['shave ice after the beach', [f('^Snow cone|^Ice', '^Snow cone$', 200, [150, 300])]],
  // New England
  [
    'a cup of clam chowder and oyster crackers',
    [
      f('^Soup, New England clam chowder', '^Soup, New England clam chowder', 248, [200, 300]),
      f('^Crackers, oyster|^Crackers, saltine', '^Crackers, saltine$', 18, [6, 30]),
    ],
  ],
  [
    'lobster roll with a side of fries',
    [
      f('^Lobster', '^Lobster salad', 150, [80, 300]),
      f('french fries', '^Potato, french fries, NFS', 110, [80, 170]),
    ],
  ],
  [
    'Boston baked beans and a hot dog',
    [
      f('^Baked beans', '^Baked beans$', 130, [100, 260]),
      f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 102, [50, 130]),
    ],
  ],
  // holidays
  [
    'Thanksgiving dinner: turkey, stuffing, mashed potatoes, cranberry sauce and a slice of pumpkin pie',
    [
      f('^Turkey', '^Turkey, NFS', 85, [60, 200]),
      f('stuffing', '^Bread stuffing$', 100, [70, 200]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125, [100, 260]),
      f('^Cranberry sauce', '^Cranberry sauce', 70, [30, 140]),
      f('^Pie, pumpkin', '^Pie, pumpkin', 150, [100, 200]),
    ],
  ],
  [
    'a slice of pecan pie with whipped cream',
    [
      f('^Pie, pecan', '^Pie, pecan', 150, [100, 200]),
      f('whipped', '^Cream, whipped|^Whipped topping$', 20, [5, 40]),
    ],
  ],
  [
    'easter ham, green bean casserole and a dinner roll',
    [
      f('^Ham', '^Ham$', 60, [40, 200]),
      f('^Green bean casserole', '^Green bean casserole', 115, [80, 240]),
      f('^Roll, white, soft', '^Roll, white, soft', 43, [30, 60]),
    ],
  ],
  ['a cup of eggnog', [f('^Eggnog', '^Eggnog$', 254, [200, 280])]],
  [
    'hot chocolate with marshmallows',
    [
      f('^Hot chocolate', '^Hot chocolate / cocoa, NFS', 248, [200, 370]),
      opt('[Mm]arshmallow', '^Candy, marshmallow', 8),
    ],
  ],
  [
    'a slice of birthday cake and a scoop of ice cream',
    [
      f('^Cake', '^Cake or cupcake, white with white icing, bakery', 115, [60, 200]),
      f('^Ice cream', '^Ice cream, vanilla$', 66, [45, 140]),
    ],
  ],
  // snacks, kids' food and desserts
  [
    'string cheese and a pack of goldfish',
    [
      f('^Cheese, Mozzarella', '^Cheese, Mozzarella, part skim', 28, [20, 40]),
      f('^Crackers, cheese', '^Crackers, cheese \\(Goldfish\\)', 28, [18, 60]),
    ],
  ],
  ['a handful of almonds', [f('^Almonds', '^Almonds, NFS', 28, [15, 45])]],
  [
    'banana with peanut butter',
    [f('^Banana', '^Banana, raw', 126), f('^Peanut butter', '^Peanut butter$', 32, [12, 40])],
  ],
  ['a bag of microwave popcorn', [f('^Popcorn', '^Popcorn, NFS|^Popcorn, microwave', 85, [40, 110])]],
  [
    '3 chocolate chip cookies and a glass of milk',
    [
      f('^Cookie, chocolate chip', '^Cookie, chocolate chip$', 30, [25, 200]),
      f('^Milk', '^Milk, NFS', 244, [200, 370]),
    ],
  ],
  ['a brownie', [f('^Cookie, brownie', '^Cookie, brownie, NS as to icing', 50, [40, 70])]],
  ['bowl of vanilla ice cream', [f('^Ice cream', '^Ice cream, vanilla$', 133, [100, 200])]],
  [
    'a corn dog and a funnel cake at the fair',
    [f('^Corn dog', '^Corn dog', 88), f('^Funnel cake', '^Funnel cake with sugar$', 70, [50, 160])],
  ],
  ['a frosted cinnamon roll', [f('cinnamon bun', '^Roll, sweet, cinnamon bun, frosted', 90, [60, 140])]],
  [
    'glazed donut and a black coffee',
    [
      f('^Doughnut', '^Doughnut, yeast type$', 60, [40, 90]),
      f('^Coffee', '^Coffee, brewed$', 360, [240, 480]),
    ],
  ],
  ['a couple of Oreos', [f('^Cookie, chocolate sandwich', '^Cookie, chocolate sandwich$', 22, [15, 40])]],
  // drinks and alcohol
  ['a couple of beers watching the game', [f('^Beer', '^Beer$', 720, [600, 800])]],
  ['a glass of white wine with dinner', [f('^Wine, white', '^Wine, white', 180, [140, 200])]],
  ['a can of Bud Light', [f('^Beer, light', '^Beer, light', 360, [340, 370])]],
  ['gin and tonic', [f('^Gin and tonic', '^Gin and tonic', 225)]],
  ['mimosas at brunch, two of them', [f('^Mimosa', '^Mimosa', 360, [300, 420])]],
  ['a can of Coke', [coke()]],
  ['a big glass of orange juice', [f('^Orange juice', '^Orange juice, 100%, NFS', 372, [300, 450])]],
  [
    'a bottle of Gatorade after practice',
    [f('^Sports drink', '^Sports drink \\(Gatorade G\\)', 620, [480, 640])],
  ],
  [
    'Monster energy drink',
    [f('^Energy drink \\(Monster\\)', '^Energy drink \\(Monster\\)', 496, [480, 520])],
  ],
  [
    'a tall vanilla latte from Starbucks',
    [f('^Coffee, Latte, flavored', '^Coffee, Latte, flavored$', 372, [340, 400])],
  ],
];
writeProbeSet(
  'sweep3-probes.json',
  "Decision 216: everyday US meals of every kind said as people tell a diet survey or a chat box (breakfasts, lunches, dinners, snacks, drinks; home food, packaged food by brand, restaurant and fast food, school and work cafeterias, Southern, Tex-Mex, Midwest, Hawaiian and New England food, holiday meals, kids' food, alcohol, desserts; with and without amounts), written before the parser was run on them, none from any data part (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record (FNDDS's quantity not specified where no amount is said). A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
