// Decision 224's check set (test/sweep5-probes.json), written before the parser was run on it: typical US meals told in
// full sentences the way people tell a diet survey ("For breakfast I had ...", "Lunch was ...", "I grabbed ... on the
// way to work"), none from an earlier check set or any data part, weighted to the classes earlier sets covered thinly:
// cereal and milk amounts, oatmeal with toppings, diner breakfasts, kids' meals, school and work cafeterias, Chinese
// takeout, Tex-Mex, Italian-American, barbecue, sandwiches named by their parts, salads with dressing, packaged snacks
// (bag, pack, bar sizes), protein shakes and smoothies, desserts, alcohol, coffee drinks with sizes, leftovers, "half
// of", "a few", "a couple", second helpings, and meals with narration that names no food. Rules of the truth, written
// before the first run (decisions 217's and 222's, and the training part's coders where they show one): each food is
// the FNDDS food a careful coder records, read in db/foods.json.gz (names, nutrients and household portions), never by
// running the parser; with no amount said, FNDDS's quantity not specified; "a bowl" of cereal a cup of the cereal and
// the milk with it half a cup (the training part's coders); "a couple" two, "a few" three; a glass 8 fl oz, a glass of
// wine 5 fl oz, a can or bottle of beer 12 fl oz, a shot 1.5 fl oz; a chain's sizes by FNDDS's portions of that size;
// "seconds" or "a second helping" one more serving; a sandwich named by its parts is its parts when the bread is
// counted, FNDDS's sandwich when it is said as a sandwich; a dressing with no amount FNDDS's quantity not specified.
// An optional food with 0 g (a part a coder may record inside the dish) adds nothing.
// Usage: npx tsx scripts/sweep5-probes.ts
import { pathToFileURL } from 'node:url';
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
const coffee = (g = 360) => f('^Coffee', '^Coffee, brewed$', g, [230, 620]);
const rice = (g = 122) => f('^Rice, white', '^Rice, white, cooked, NS as to fat', g, [80, 250]);

export const S: [string, F[]][] = [
  // cereal and milk amounts
  [
    'For breakfast I had a cup of Frosted Mini-Wheats with half a cup of 2% milk',
    [
      f('^Cereal, shredded wheat', '^Cereal, shredded wheat, flavored', 50, [40, 65]),
      f('^Milk, reduced fat', '^Milk, reduced fat \\(2%\\)', 122, [110, 135]),
    ],
  ],
  [
    'My daughter had a bowl of Lucky Charms with whole milk',
    [
      f('^Cereal, frosted oats with marshmallows', '^Cereal, frosted oats with marshmallows', 35, [25, 60]),
      f('^Milk, whole', '^Milk, whole', 122, [90, 250]),
    ],
  ],
  [
    'I ate two cups of Rice Krispies with a cup of skim milk',
    [
      f('^Cereal, rice crispy', '^Cereal, rice crispy, plain', 50, [45, 55]),
      f('^Milk, fat free', '^Milk, fat free', 244, [230, 260]),
    ],
  ],
  [
    'Breakfast was a bowl of Special K with almond milk and a cup of black coffee',
    [
      f("^Cereal, K's", "^Cereal, K's, plain", 35, [25, 60]),
      f('^Almond milk', '^Almond milk, NFS', 122, [90, 250]),
      coffee(240),
    ],
  ],
  // oatmeal with toppings
  [
    'I made a bowl of oatmeal with a sliced banana and a spoonful of peanut butter',
    [
      f('^Oatmeal', '^Oatmeal, NFS', 240, [170, 360]),
      f('^Banana', '^Banana, raw', 126, [90, 160]),
      f('^Peanut butter', '^Peanut butter$', 16, [10, 35]),
    ],
  ],
  [
    'Breakfast was steel cut oats with a handful of blueberries and a drizzle of honey',
    [
      f('^Oatmeal', '^Oatmeal, NFS', 240, [170, 360]),
      f('^Blueberries', '^Blueberries, raw', 28, [15, 80]),
      f('^Honey', '^Honey$', 7, [3, 21]),
    ],
  ],
  [
    'I had a packet of maple and brown sugar instant oatmeal',
    [f('^Oatmeal, instant, maple', '^Oatmeal, instant, maple flavored, no added fat', 163, [150, 250])],
  ],
  [
    'a bowl of oatmeal made with milk, with raisins and some brown sugar on top',
    [
      f('^Oatmeal.*milk', '^Oatmeal, regular or quick, made with milk, no added fat', 240, [170, 360]),
      f('^Raisins', '^Raisins$', 40, [14, 60]),
      f('^Sugar, brown', '^Sugar, brown', 9, [4, 20]),
    ],
  ],
  // diner breakfasts
  [
    'At the diner I got three pancakes and two sausage links',
    [
      f('^Pancakes', '^Pancakes, plain, fast food / restaurant', 150, [120, 280]),
      f('^Pork sausage|^Sausage', '^Pork sausage$', 40, [30, 60]),
    ],
  ],
  [
    'We went out for breakfast and I had a western omelet with home fries and rye toast',
    [
      f(
        '^Egg omelet or scrambled egg, with (meat|cheese)',
        '^Egg omelet or scrambled egg, with meat and vegetables other than dark-green and/or tomatoes, NS as to fat',
        190,
        [140, 280],
      ),
      f('^Potato, home fries', '^Potato, home fries, from restaurant', 100, [70, 200]),
      f('^Bread, rye', '^Bread, rye, toasted', 29, [20, 70]),
    ],
  ],
  [
    'Biscuits and gravy with a side of scrambled eggs at the diner',
    [
      f('^Biscuit with gravy', '^Biscuit with gravy', 220, [150, 330]),
      f('^Egg omelet or scrambled egg', '^Egg omelet or scrambled egg, NS as to fat$', 110, [80, 150]),
    ],
  ],
  [
    'I had corned beef hash with two fried eggs and a cup of coffee',
    [
      f('^Corned beef hash', '^Corned beef hash', 165, [110, 250]),
      f('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat', 110, [100, 120]),
      coffee(240),
    ],
  ],
  [
    'For brunch I had French toast with powdered sugar and a side of bacon',
    [
      f('^French toast', '^French toast, NFS', 60, [50, 130]),
      f('^Sugar, white, confectioner', "^Sugar, white, confectioner's", 5, [2, 15]),
      f('^Bacon', '^Bacon, NS as to type of meat, cooked', 16, [8, 32]),
    ],
  ],
  [
    'I ordered a ham and cheese omelette with hash browns and a glass of orange juice',
    [
      f(
        '^Egg omelet or scrambled egg, with cheese and meat',
        '^Egg omelet or scrambled egg, with cheese and meat, NS as to fat$',
        170,
        [120, 250],
      ),
      f('^Potato, hash brown', '^Potato, hash brown, from restaurant$', 80, [55, 160]),
      f('^Orange juice', '^Orange juice, 100%, NFS', 248, [200, 310]),
    ],
  ],
  // kids' meals
  [
    'My son had four chicken nuggets, a kids fries and an apple juice box from McDonalds',
    [
      f('^Chicken nuggets', '^Chicken nuggets, from fast food', 64, [55, 75]),
      f('^Potato, french fries', '^Potato, french fries, fast food', 70, [60, 85]),
      f('^Apple juice', '^Apple juice, 100%$', 209, [180, 250]),
    ],
  ],
  [
    'My toddler ate half a peanut butter and jelly sandwich and some Goldfish crackers',
    [
      f('^Peanut butter and jelly sandwich', '^Peanut butter and jelly sandwich, NFS', 56, [45, 70]),
      f('^Crackers, cheese', '^Crackers, cheese \\(Goldfish\\)', 18, [10, 35]),
    ],
  ],
  [
    'I had a corn dog and some tater tots with the kids',
    [f('^Corn dog', '^Corn dog', 88, [75, 115]), f('^Potato tots', '^Potato tots, NFS', 65, [45, 130])],
  ],
  [
    'Lunch was an Easy Mac cup and a cheese stick',
    [
      f(
        '^Macaroni or noodles with cheese',
        '^Macaroni or noodles with cheese, Easy Mac type',
        212,
        [150, 240],
      ),
      f('^Cheese, Mozzarella', '^Cheese, Mozzarella, NFS', 28, [20, 35]),
    ],
  ],
  [
    'Packed my kid an Uncrustable and a juice box',
    [
      f(
        '^Peanut butter and jelly sandwich',
        '^Peanut butter and jelly sandwich, frozen commercial',
        60,
        [50, 70],
      ),
      f('juice', '^Fruit juice, NFS|^Apple juice, 100%$', 209, [125, 250]),
    ],
  ],
  // school and work cafeterias
  [
    'School lunch today was a slice of pepperoni pizza, corn and a carton of chocolate milk',
    [
      f('^Pizza.*pepperoni', '^Pizza, with pepperoni, from school lunch, medium crust', 147, [100, 200]),
      f('^Corn', '^Corn, NS as to form, cooked', 85, [55, 170]),
      f('^Chocolate milk', '^Chocolate milk, NFS', 248, [230, 260]),
    ],
  ],
  [
    'At the work cafeteria I got a grilled chicken sandwich and a side of tater tots',
    [
      f('^Chicken fillet sandwich', '^Chicken fillet sandwich, grilled, on white bun$', 140, [100, 200]),
      f('^Potato tots', '^Potato tots, NFS', 65, [45, 130]),
    ],
  ],
  [
    'It was taco Tuesday at the cafeteria, so I got two beef tacos and a scoop of Spanish rice',
    [
      f('^Taco', '^Taco, corn tortilla, beef, cheese', 210, [150, 330]),
      f('^Rice|^Spanish rice', '^Spanish rice, fat added', 182, [100, 280]),
    ],
  ],
  [
    "My daughter's school lunch was a chicken patty sandwich, green beans and an apple",
    [
      f('^Chicken fillet sandwich', '^Chicken fillet sandwich, from school cafeteria', 92, [80, 160]),
      f('^Green beans', '^Green beans, NS as to form, cooked', 70, [45, 140]),
      f('^Apple', '^Apple, raw', 200, [150, 250]),
    ],
  ],
  [
    'In the school cafeteria I had spaghetti with meat sauce, a breadstick and a fruit cup',
    [
      f(
        '^Pasta with (tomato-based )?sauce and meat|^Spaghetti',
        '^Pasta with sauce and meat, from school lunch',
        250,
        [180, 380],
      ),
      f('^Breadsticks', '^Breadsticks, soft, NFS', 43, [30, 90]),
      f('^Fruit cocktail|^Fruit', '^Fruit cocktail, canned, NFS', 113, [90, 130]),
    ],
  ],
  // Chinese takeout
  [
    "We ordered Chinese food and I had General Tso's chicken with white rice",
    [f('^General Tso', '^General Tso chicken', 110, [90, 440]), rice()],
  ],
  [
    'Dinner was takeout shrimp lo mein and two egg rolls',
    [
      f('^Lo mein', '^Lo mein, with shrimp', 200, [140, 400]),
      f('^Egg roll', '^Egg roll, with beef and/or pork', 128, [110, 200]),
    ],
  ],
  [
    'I had beef and broccoli with brown rice from the Chinese place',
    [
      f(
        '^Beef',
        '^Beef and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce',
        163,
        [120, 500],
      ),
      f('^Rice, brown', '^Rice, brown, cooked, NS as to fat', 147, [100, 300]),
    ],
  ],
  [
    'sesame chicken and an order of crab rangoon',
    [
      f('^Sesame chicken', '^Sesame chicken', 189, [130, 400]),
      f('^Wonton|rangoon', '^Wonton, dumpling or pot sticker, fried$', 75, [60, 200]),
    ],
  ],
  [
    'a cup of wonton soup and an egg roll',
    [
      f('^Soup, wonton', '^Soup, wonton', 245, [220, 270]),
      f('^Egg roll', '^Egg roll, with beef and/or pork', 64, [55, 100]),
    ],
  ],
  [
    'Kung pao chicken with steamed rice',
    [f('^Kung pao chicken', '^Kung pao chicken', 121, [90, 440]), rice()],
  ],
  [
    'For lunch I reheated the leftover sweet and sour chicken and some pork fried rice',
    [
      f('^Sweet and sour chicken', '^Sweet and sour chicken or turkey$', 189, [130, 300]),
      f('^Rice, fried', '^Rice, fried, with pork', 198, [140, 300]),
    ],
  ],
  // Tex-Mex
  [
    'I had two chicken fajitas with sour cream and guacamole',
    [
      f('^Fajita', '^Fajita, chicken', 190, [150, 260]),
      f('^Sour cream', '^Sour cream, regular', 30, [10, 60]),
      f('^Guacamole', '^Guacamole, NFS', 30, [15, 70]),
    ],
  ],
  [
    'At the Mexican restaurant I got a combo plate with a cheese enchilada, a beef taco, rice and refried beans',
    [
      f('^Enchilada', '^Enchilada, no meat', 150, [110, 220]),
      f('^Taco', '^Taco, corn tortilla, beef, cheese', 105, [75, 160]),
      f('^Rice|^Spanish rice', '^Spanish rice, from restaurant', 182, [100, 280]),
      f('^Refried beans', '^Refried beans, from fast food / restaurant', 130, [90, 260]),
    ],
  ],
  [
    'Chips and queso and a frozen margarita at happy hour',
    [
      f('^Tortilla chips', '^Tortilla chips, plain', 30, [20, 85]),
      f('^Cheese dip', '^Cheese dip$', 60, [30, 120]),
      f('^Margarita', '^Margarita$', 225, [200, 450]),
    ],
  ],
  [
    'I made nachos with ground beef, cheese and jalapenos',
    [f('^Nachos', '^Nachos, beef or pork$', 125, [90, 260])],
  ],
  [
    'For lunch I had two pork tamales and a side of black beans',
    [
      f('^Tamale', '^Tamale, pork', 280, [200, 360]),
      f('^Black beans|^Beans', '^Black beans, NFS', 92, [60, 200]),
    ],
  ],
  [
    'a beef chimichanga with sour cream',
    [
      f('^Chimichanga', '^Chimichanga, meat', 190, [140, 300]),
      f('^Sour cream', '^Sour cream, regular', 30, [10, 60]),
    ],
  ],
  // Italian-American
  [
    'eggplant parmesan with a side of spaghetti',
    [
      f('^Eggplant', '^Eggplant parmesan casserole, regular', 99, [70, 400]),
      f('^Pasta|^Spaghetti', '^Pasta with tomato-based sauce, home recipe', 250, [120, 380]),
    ],
  ],
  [
    'For dinner I had fettuccine alfredo and a Caesar salad',
    [
      f('^Pasta with cream sauce|[Aa]lfredo', '^Pasta with cream sauce, home recipe', 250, [180, 500]),
      f('^Caesar salad', '^Caesar salad, with romaine, no dressing', 79, [55, 250]),
      opt('^Caesar dressing', '^Caesar dressing$', 29, [0, 70]),
    ],
  ],
  [
    'two slices of sausage pizza and a couple of garlic knots',
    [
      f(
        '^Pizza with meat other than pepperoni',
        '^Pizza with meat other than pepperoni, from restaurant or fast food, NS as to type of crust',
        276,
        [200, 350],
      ),
      f('^Garlic bread|^Roll', '^Garlic bread, NFS', 78, [40, 160]),
    ],
  ],
  ['I had a meatball sub for lunch', [f('^Meatball sandwich', '^Meatball sandwich or sub', 180, [150, 400])]],
  [
    'Stuffed shells with marinara and a piece of Italian bread',
    [
      f('^Stuffed shells', '^Stuffed shells, cheese-filled, with tomato sauce, meatless', 170, [120, 350]),
      f('^Bread, Italian', '^Bread, Italian, Grecian, Armenian$', 31, [20, 60]),
    ],
  ],
  [
    'a cup of minestrone soup and a cannoli for dessert',
    [
      f('^Soup, minestrone', '^Soup, minestrone', 245, [220, 270]),
      f('^Pastry', '^Pastry, Italian, with cheese', 85, [60, 120]),
    ],
  ],
  // barbecue
  [
    'At the barbecue joint I had half a pound of brisket, mac and cheese and a piece of cornbread',
    [
      f('^Beef, brisket', '^Beef, brisket', 227, [200, 250]),
      f(
        '^Macaroni or noodles with cheese',
        '^Macaroni or noodles with cheese, from restaurant',
        230,
        [130, 300],
      ),
      f('^Cornbread', '^Cornbread, prepared from mix|^Cornbread, NFS', 60, [45, 120]),
    ],
  ],
  [
    'I got a pulled pork sandwich with collard greens and two hush puppies',
    [
      f('^Barbecue sandwich|^Pork', '^Barbecue sandwich, NFS', 180, [130, 270]),
      f('^Collards|^Greens', '^Collards, NS as to form, cooked', 68, [45, 200]),
      f('^Hush pupp', '^Hush puppy', 44, [35, 70]),
    ],
  ],
  [
    'a barbecue chicken leg and corn on the cob',
    [
      f('^Chicken leg', '^Chicken leg, drumstick and thigh, grilled with sauce, skin eaten', 195, [140, 260]),
      f('^Corn', '^Corn, NS as to form, cooked', 108, [55, 160]),
    ],
  ],
  [
    'four pork ribs and a scoop of coleslaw',
    [f('^Pork, ribs', '^Pork, ribs', 140, [100, 250]), f('^Coleslaw', '^Coleslaw$', 110, [50, 220])],
  ],
  // sandwiches named by their parts
  [
    'For lunch I made a sandwich with two slices of whole wheat bread, three slices of turkey, a slice of Swiss and mustard',
    [
      f('^Bread, (whole )?wheat', '^Bread, whole wheat$', 72, [50, 90]),
      f('^Turkey|^Luncheon', '^Turkey, prepackaged or deli, luncheon meat$', 84, [56, 112]),
      f('^Cheese, Swiss', '^Cheese, Swiss$', 21, [15, 35]),
      opt('^Mustard', '^Mustard$', 5, [0, 16]),
    ],
  ],
  [
    'a ham and Swiss sandwich on wheat with mayo',
    [
      f('^Ham sandwich', '^Ham sandwich on wheat, with cheese', 135, [110, 210]),
      opt('^Mayonnaise', '^Mayonnaise, regular', 0, [0, 20]),
    ],
  ],
  [
    'I made a peanut butter and banana sandwich with two slices of white bread',
    [
      f('^Bread, white', '^Bread, white$', 52, [40, 80]),
      f('^Peanut butter', '^Peanut butter$', 32, [16, 50]),
      f('^Banana', '^Banana, raw', 126, [60, 160]),
    ],
  ],
  [
    'a grilled cheese made with two slices of American cheese on sourdough',
    [f('^Grilled cheese', '^Grilled cheese sandwich, American cheese, on white bread', 116, [90, 160])],
  ],
  [
    'an Italian sub with salami, ham and provolone',
    [f('^Italian sandwich|^Submarine', '^Italian sandwich or sub, restaurant', 195, [150, 400])],
  ],
  [
    'roast beef and cheddar on a kaiser roll',
    [f('^Roast beef sandwich', '^Roast beef sandwich on white, with cheese', 135, [110, 230])],
  ],
  // salads with dressing
  [
    'a Cobb salad with blue cheese dressing',
    [
      f('^Cobb salad', '^Cobb salad, no dressing', 105, [75, 450]),
      f('[Bb]lue|[Rr]oquefort', '^Blue or roquefort cheese dressing$', 31, [15, 70]),
    ],
  ],
  [
    'I had a garden salad with two tablespoons of ranch',
    [
      f(
        '^Lettuce, salad',
        '^Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing',
        73,
        [50, 200],
      ),
      f('^Ranch', '^Ranch dressing$', 30, [26, 34]),
    ],
  ],
  [
    'a spinach salad with Italian dressing',
    [
      f('^Spinach salad', '^Spinach salad, no dressing', 74, [50, 200]),
      f('^Italian dressing', '^Italian dressing, made with vinegar and oil', 29, [15, 60]),
    ],
  ],
  [
    'a grilled chicken salad with honey mustard',
    [
      f(
        '^Chicken or turkey garden salad',
        '^Chicken or turkey garden salad, chicken and/or turkey, tomato and/or carrots, other vegetables, no dressing',
        344,
        [240, 460],
      ),
      f('[Hh]oney mustard', '^Honey mustard dressing$', 31, [15, 70]),
    ],
  ],
  ['a taco salad in a tortilla bowl', [f('^Taco', '^Taco or tostada salad with meat$', 225, [160, 420])]],
  // packaged snacks
  [
    'I grabbed a 1 oz bag of Cheetos from the vending machine',
    [f('Cheetos|^Cheese flavored corn', '^Cheese flavored corn snacks \\(Cheetos\\)', 28, [26, 31])],
  ],
  [
    'a pack of peanut butter crackers',
    [f('^Crackers, sandwich', '^Crackers, sandwich, peanut butter filled$', 45, [35, 60])],
  ],
  [
    'a king size Snickers bar',
    [f('^Chocolate candy, nougat', '^Chocolate candy, nougat filled with nuts', 110, [90, 130])],
  ],
  ['a Clif bar on the hike', [f('^Nutrition bar', '^Nutrition bar \\(Clif Bar\\)', 68, [60, 75])]],
  [
    'a two-bar pack of Nature Valley crunchy granola bars',
    [
      f(
        '^Cereal or granola bar',
        '^Cereal or granola bar \\(General Mills Nature Valley Crunchy Granola Bar\\)',
        42,
        [38, 46],
      ),
    ],
  ],
  ['two Rice Krispies Treats', [f('[Rr]ice', '^Cereal or granola bar, with rice cereal', 56, [45, 65])]],
  ['a pouch of fruit snacks', [f('^Candy, fruit snacks', '^Candy, fruit snacks', 30, [20, 35])]],
  [
    'a string cheese and a single serve bag of pretzels',
    [
      f('^Cheese, Mozzarella', '^Cheese, Mozzarella, NFS', 28, [20, 35]),
      f('^Pretzels', '^Pretzels, NFS', 28, [20, 45]),
    ],
  ],
  // protein shakes and smoothies
  [
    'After my workout I drank a Premier Protein shake',
    [
      f(
        '^Nutritional drink|[Pp]rotein',
        '^Nutritional drink or shake, high protein, ready-to-drink, NFS',
        352,
        [250, 560],
      ),
    ],
  ],
  [
    'I made a smoothie with Greek yogurt, a banana and a cup of frozen berries',
    [
      f('^Yogurt, Greek', '^Yogurt, Greek, NS as to type of milk or flavor', 150, [100, 250]),
      f('^Banana', '^Banana, raw', 126, [90, 160]),
      f('[Bb]erries|^Blueberries|^Strawberries', '^Berries, frozen', 150, [130, 170]),
    ],
  ],
  ['a large smoothie from Smoothie King', [f('^Fruit smoothie', '^Fruit smoothie, NFS', 1080, [860, 1200])]],
  [
    'a scoop of chocolate whey protein in a cup of almond milk',
    [
      f('^Nutritional powder|[Ww]hey|[Pp]rotein', '^Nutritional powder mix, whey based, NFS', 26, [20, 45]),
      f('^Almond milk', '^Almond milk, NFS', 244, [230, 260]),
    ],
  ],
  // desserts
  [
    'a slice of pumpkin pie with whipped cream',
    [f('^Pie, pumpkin', '^Pie, pumpkin', 150, [100, 200]), f('[Ww]hipped', '^Cream, whipped', 20, [3, 40])],
  ],
  [
    'we stopped for ice cream and I got a hot fudge sundae',
    [f('^Ice cream sundae', '^Ice cream sundae, hot fudge topping', 180, [140, 260])],
  ],
  [
    'a warm brownie with a scoop of vanilla ice cream',
    [
      f('^Cookie, brownie|[Bb]rownie', '^Cookie, brownie, NS as to icing', 50, [30, 90]),
      f('^Ice cream', '^Ice cream, vanilla$', 120, [70, 140]),
    ],
  ],
  ['a piece of carrot cake', [f('^Cake or cupcake, carrot', '^Cake or cupcake, carrot', 200, [110, 240])]],
  ['some peach cobbler after dinner', [f('^Cobbler', '^Cobbler, peach', 125, [90, 250])]],
  ['two glazed donuts from Krispy Kreme', [f('^Doughnut', '^Doughnut, yeast type$', 120, [100, 160])]],
  // alcohol
  ['three Bud Lights while watching the game', [f('^Beer, light', '^Beer, light', 1080, [1000, 1100])]],
  ['two glasses of chardonnay with dinner', [f('^Wine, white', '^Wine, white', 360, [290, 400])]],
  [
    'a rum and coke and a shot of whiskey',
    [f('^Rum and cola', '^Rum and cola$', 225, [150, 300]), f('^Whiskey', '^Whiskey$', 42, [40, 45])],
  ],
  ['a 16 oz IPA at the brewery', [f('^Beer', '^Beer$', 480, [460, 500])]],
  ['a White Claw at the lake', [f('^Hard seltzer', '^Hard seltzer', 360, [340, 380])]],
  ['two mimosas at brunch', [f('^Mimosa', '^Mimosa', 360, [300, 420])]],
  // coffee drinks with sizes
  [
    'a medium hot coffee with cream and sugar from Dunkin',
    [
      f('^Coffee', '^Coffee, brewed$', 480, [400, 500]),
      f('^Cream|creamer', '^Cream, light', 40, [10, 60]),
      f('^Sugar', '^Sugar, white, granulated or lump', 22, [4, 30]),
    ],
  ],
  ['a tall mocha from Starbucks', [f('^Coffee, Cafe Mocha', '^Coffee, Cafe Mocha$', 372, [340, 400])]],
  [
    'a large caramel iced coffee from Dunkin',
    [f('^Iced Coffee|^Coffee', '^Iced Coffee, pre-lightened and pre-sweetened', 620, [500, 1000])],
  ],
  ['a grande cappuccino', [f('^Coffee, Cappuccino', '^Coffee, Cappuccino$', 480, [450, 500])]],
  [
    'I had a small vanilla latte on the way to work',
    [f('^Coffee, Latte', '^Coffee, Latte, flavored$', 372, [340, 400])],
  ],
  // leftovers
  [
    'I finished off the leftover pot roast with carrots and potatoes',
    [
      f(
        '^Beef, potatoes, and vegetables|^Pot roast|^Beef, pot roast',
        '^Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy',
        189,
        [120, 400],
      ),
    ],
  ],
  [
    'Lunch was two leftover fried chicken drumsticks, cold from the fridge',
    [f('^Chicken drumstick', '^Chicken drumstick, fried, coated, skin / coating eaten', 170, [130, 220])],
  ],
  ['a leftover meatloaf sandwich', [f('^Meatloaf sandwich', '^Meatloaf sandwich', 135, [100, 250])]],
  // half of, a few, a couple, second helpings
  [
    'I ate half of a chicken salad wrap',
    [f('^Chicken salad sandwich wrap', '^Chicken salad sandwich wrap', 100, [80, 130])],
  ],
  [
    'a couple of hard boiled eggs and an orange',
    [
      f('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 100, [90, 110]),
      f('^Orange', '^Orange, raw', 154, [120, 200]),
    ],
  ],
  [
    'I had chicken and rice for dinner and then a second helping',
    [f('^Chicken or turkey and rice|^Chicken', '^Chicken or turkey and rice, no sauce', 490, [390, 600])],
  ],
  [
    'two helpings of mashed potatoes with the roast turkey',
    [
      f('^Potato, mashed', '^Potato, mashed, NFS', 250, [200, 380]),
      f('^Turkey', '^Turkey, NFS', 85, [55, 170]),
    ],
  ],
  [
    'a few meatballs with marinara',
    [f('^Meatballs', '^Meatballs, NS as to type of meat, with sauce', 129, [90, 200])],
  ],
  // narration that names no food
  [
    'I was running late so I skipped breakfast, but at lunch I had a turkey wrap and a bag of chips',
    [
      f('^Turkey sandwich wrap', '^Turkey sandwich wrap', 135, [100, 250]),
      f('^Potato chips', '^Potato chips, NFS', 28, [20, 60]),
    ],
  ],
  [
    'It was a crazy day at work. Around three I finally had a granola bar and a coffee',
    [f('granola bar|^Cereal or granola bar', '^Cereal or Granola bar, NFS', 43, [20, 50]), coffee()],
  ],
  [
    "Didn't eat much today, just a yogurt and an apple",
    [
      f('^Yogurt', '^Yogurt, NS as to type of milk or flavor', 170, [110, 230]),
      f('^Apple', '^Apple, raw', 200, [150, 250]),
    ],
  ],
  [
    "We went to my mom's for Sunday dinner and she made chicken and dumplings",
    [f('dumplings', '^Chicken or turkey with dumplings', 244, [180, 400])],
  ],
  [
    'Slept in, so brunch was my first meal: two eggs over medium and a slice of sourdough toast',
    [
      f('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat', 110, [100, 120]),
      f('^Bread', '^Bread, sour dough, toasted', 28, [20, 60]),
    ],
  ],
  [
    'Went for a run this morning and then had a bagel with cream cheese',
    [f('^Bagel', '^Bagel$', 105, [70, 140]), f('^Cream cheese', '^Cream cheese, regular', 30, [15, 50])],
  ],
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  writeProbeSet(
    'sweep5-probes.json',
    "Decision 224: typical US meals told in full sentences the way people tell a diet survey, none from an earlier check set or any data part, weighted to classes earlier sets covered thinly: cereal and milk amounts, oatmeal with toppings, diner breakfasts, kids' meals, school and work cafeterias, Chinese takeout, Tex-Mex, Italian-American, barbecue, sandwiches named by their parts, salads with dressing, packaged snacks (bag, pack, bar sizes), protein shakes and smoothies, desserts, alcohol, coffee drinks with sizes, leftovers, 'half of', 'a few', 'a couple', second helpings, narration that names no food; written before the parser was run on them (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record (FNDDS's quantity not specified where no amount is said). A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
    S,
  );
