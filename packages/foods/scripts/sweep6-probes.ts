// Decision 232's check set (test/sweep6-probes.json), written before the parser was run on it: typical US meals told in
// full sentences by different kinds of people (a retiree, a college student, a parent packing lunches, a shift worker,
// an athlete, someone on a diet, anyone eating out), breakfast, lunch, dinner and snacks, home and restaurant, with
// drinks; none copied from an earlier check set (sweep3/4/5 skimmed) or any data part. Written after decisions
// 224-230, to give an honest figure of the parser untouched on new text. Rules of the truth, decision 224's: each food
// is the FNDDS food a careful coder records, read in db/foods.json.gz (names, nutrients, household portions and the
// quantity not specified, with scripts/lookup.ts), never by running the parser; with no amount said, FNDDS's quantity
// not specified; a glass 8 fl oz (FNDDS's cup), a glass of wine FNDDS's glass, a can or bottle of beer 12 fl oz, a
// bottle of soda FNDDS's 20 fl oz bottle; "a couple" two, "a few" three; "a handful" FNDDS's quantity not specified;
// "half of" half the food's portion; a restaurant main dish at decision 197's two cups where FNDDS gives only a cup; a
// slice of pizza FNDDS's "1 piece, NFS"; butter on a potato or bagel FNDDS's quantity not specified.
// Usage: npx tsx scripts/sweep6-probes.ts
import { pathToFileURL } from 'node:url';
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const r = (g: number, lo = 0.7, hi = 1.35): [number, number] => [Math.round(g * lo), Math.round(g * hi)];
const f = (pattern: string, truth: string, g: number, range = r(g)): F => [pattern, truth, g, range];
const coffee = (g = 240) => f('^Coffee', '^Coffee, brewed$', g, [200, 620]);
const rice = (g = 122) => f('^Rice, white', '^Rice, white, cooked, NS as to fat', g, [80, 250]);
const pb = (g = 32) => f('^Peanut butter', '^Peanut butter$', g, [14, 50]);

export const S: [string, F[]][] = [
  // a retiree
  [
    'My usual breakfast is a toasted whole wheat bagel with peanut butter and a glass of orange juice',
    [
      f('^Bagel, whole wheat', '^Bagel, whole wheat$', 105, [70, 140]),
      pb(),
      f('^Orange juice', '^Orange juice, 100%, NFS', 248, [230, 260]),
    ],
  ],
  [
    'For lunch I only ate half of a club sandwich and a cup of split pea soup',
    [
      f('^Club sandwich', '^Club sandwich on white$', 65, [55, 80]),
      f('^Soup, split pea', '^Soup, split pea$', 255, [230, 280]),
    ],
  ],
  [
    'Dinner was a piece of baked salmon, a baked potato with butter and some steamed broccoli',
    [
      f('^Fish, salmon', '^Fish, salmon, baked or broiled$', 140, [100, 210]),
      f('^Potato, baked', '^Potato, baked, NFS', 285, [200, 330]),
      f('^Butter', '^Butter, NFS', 14, [5, 20]),
      f('^Broccoli', '^Broccoli, fresh, cooked, no added fat', 78, [55, 160]),
    ],
  ],
  [
    'In the afternoon I have two Fig Newtons with a cup of hot tea',
    [
      f('^Cookie, fig bar', '^Cookie, fig bar', 32, [28, 40]),
      f('^Tea, hot', '^Tea, hot, leaf, black$', 240, [200, 260]),
    ],
  ],
  [
    'We went out for the early bird special and I had roast turkey with mashed potatoes and gravy and a dinner roll',
    [
      f('^Turkey', '^Turkey, NFS', 85, [60, 170]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125, [90, 260]),
      f('^Gravy', '^Gravy, poultry$', 60, [30, 120]),
      f('^Roll', '^Roll, white, soft', 43, [28, 55]),
    ],
  ],
  [
    'My wife and I had sweet tea and a slice of pecan pie at the diner this afternoon',
    [
      f('^Tea, iced', '^Tea, iced, brewed, black, pre-sweetened with sugar', 372, [240, 520]),
      f('^Pie, pecan', '^Pie, pecan', 150, [100, 180]),
    ],
  ],
  [
    'I warmed up a cup of vegetable soup and ate it with a few saltine crackers',
    [
      f('^Soup, vegetable', '^Soup, vegetable, canned$', 245, [230, 260]),
      f('^Crackers, saltine', '^Crackers, saltine$', 9, [6, 18]),
    ],
  ],
  // a college student
  [
    'Grabbed two slices of pepperoni pizza and a can of Coke for lunch at the student union',
    [
      f(
        '^Pizza with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, NS as to type',
        248,
        [170, 300],
      ),
      f('^Soft drink, cola', '^Soft drink, cola$', 372, [350, 390]),
    ],
  ],
  [
    'Around midnight I cooked a pack of ramen noodles and ate the whole thing',
    [f('ramen', '^Soup, ramen noodles, water added', 495, [400, 560])],
  ],
  [
    'I had a 16 oz Monster and a granola bar on the way to my eight o clock class',
    [
      f('^Energy drink', '^Energy drink \\(Monster\\)', 496, [470, 520]),
      f('^Cereal or granola bar', '^Cereal or Granola bar, NFS', 43, [24, 56]),
    ],
  ],
  [
    'At the dining hall I got a cheeseburger and a plate of fries',
    [
      f('^Cheeseburger', '^Cheeseburger, NFS', 165, [110, 220]),
      f('^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 200]),
    ],
  ],
  [
    'I made a box of mac and cheese and ate half of it with some baby carrots and ranch',
    [
      f(
        '^Macaroni or noodles with cheese',
        '^Macaroni or noodles with cheese, made from packaged mix',
        345,
        [230, 500],
      ),
      f('^Carrots, raw', '^Carrots, raw$', 60, [30, 120]),
      f('^Ranch', '^Ranch dressing$', 30, [15, 45]),
    ],
  ],
  [
    'At the party I had three slices of cheese pizza and a couple of beers',
    [
      f('^Pizza, cheese', '^Pizza, cheese, from restaurant or fast food, NS as to type', 357, [260, 420]),
      f('^Beer', '^Beer$', 720, [700, 740]),
    ],
  ],
  [
    'I got a chicken quesadilla from the food truck by campus',
    [f('^Quesadilla, chicken', '^Quesadilla, chicken$', 70, [60, 150])],
  ],
  [
    "I didn't have time for breakfast so I just had a cup of coffee and a banana",
    [coffee(240), f('^Banana', '^Banana, raw', 126, [90, 160])],
  ],
  // a parent packing lunches
  [
    'I packed myself a turkey sandwich on wheat, a cup of grapes and a granola bar',
    [
      f('^Turkey sandwich', '^Turkey sandwich on wheat$', 115, [90, 180]),
      f('^Grapes', '^Grapes, raw', 150, [140, 160]),
      f('^Cereal or granola bar', '^Cereal or Granola bar, NFS', 43, [24, 56]),
    ],
  ],
  [
    "While I was making the kids' lunches I snacked on a handful of pretzels",
    [f('^Pretzels', '^Pretzels, hard, NFS', 28, [15, 45])],
  ],
  [
    'For family dinner I baked chicken drumsticks with white rice and peas, and I ate two drumsticks',
    [
      f(
        '^Chicken drumstick',
        '^Chicken drumstick, baked, broiled, or roasted, skin eaten, from raw',
        120,
        [80, 170],
      ),
      rice(),
      f('^Green peas|^Peas', '^Green peas, NS as to form, cooked', 83, [55, 165]),
    ],
  ],
  [
    'My daughter had an applesauce cup and a chocolate chip cookie after school',
    [
      f('^Applesauce', '^Applesauce, regular', 113, [90, 130]),
      f('^Cookie, chocolate chip', '^Cookie, chocolate chip$', 30, [15, 60]),
    ],
  ],
  [
    'Dinner tonight was spaghetti with meat sauce and a slice of garlic bread',
    [
      f(
        '^Pasta with tomato-based sauce and meat|^Spaghetti',
        '^Pasta with tomato-based sauce and meat, home recipe',
        250,
        [180, 500],
      ),
      f('^Garlic bread', '^Garlic bread, NFS', 79, [39, 118]),
    ],
  ],
  [
    'After the soccer game the kids and I stopped for ice cream and I got a scoop of vanilla',
    [f('^Ice cream', '^Ice cream, vanilla$', 120, [66, 135])],
  ],
  // a shift worker
  [
    'On my 3 am break I ate two hard boiled eggs and drank a bottle of Coke',
    [
      f('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 100, [90, 110]),
      f('^Soft drink, cola', '^Soft drink, cola$', 620, [520, 640]),
    ],
  ],
  [
    'Before my night shift I had two cups of chicken fried rice',
    [f('^Rice, fried', '^Rice, fried, with chicken', 396, [370, 420])],
  ],
  [
    'I got off work at seven and made two fried eggs with bacon and a slice of white toast',
    [
      f('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat', 110, [100, 120]),
      f('^Pork bacon|^Bacon', '^Pork bacon, NS as to fresh, smoked or cured, cooked', 16, [8, 32]),
      f('^Bread, white', '^Bread, white, toasted', 25, [20, 40]),
    ],
  ],
  [
    'Dinner came out of the vending machine: a bag of Cheetos and a pack of peanut M&Ms',
    [
      f('Cheetos|^Cheese flavored corn snacks', '^Cheese flavored corn snacks \\(Cheetos\\)', 28, [20, 60]),
      f("M&M's Peanut|^Candy.*peanut|^Chocolate.*peanut", "M&M's Peanut Chocolate Candies", 49, [40, 55]),
    ],
  ],
  [
    'I drank three cups of black coffee and ate a glazed doughnut during my shift',
    [coffee(720), f('^Doughnut', '^Doughnut, NFS', 75, [50, 90])],
  ],
  // an athlete
  [
    'After my workout I drank a glass of chocolate milk and ate a banana',
    [
      f('^Chocolate milk|^Milk, chocolate', '^Chocolate milk, NFS', 248, [230, 260]),
      f('^Banana', '^Banana, raw', 126, [90, 160]),
    ],
  ],
  [
    'For dinner I had two grilled chicken breasts, a cup of brown rice and a cup of steamed broccoli',
    [
      f('^Chicken breast', '^Chicken breast, grilled without sauce, skin not eaten', 240, [200, 280]),
      f('^Rice, brown', '^Rice, brown, cooked, NS as to fat', 196, [180, 210]),
      f('^Broccoli', '^Broccoli, fresh, cooked, no added fat', 155, [140, 170]),
    ],
  ],
  [
    'Before the game I ate a plain bagel with peanut butter and drank a bottle of Gatorade',
    [
      f('^Bagel', '^Bagel$', 105, [70, 140]),
      pb(),
      f('^Sports drink', '^Sports drink \\(Gatorade G\\)', 620, [500, 640]),
    ],
  ],
  [
    'Breakfast was four scrambled egg whites, a cup of oatmeal and a glass of skim milk',
    [
      f('^Egg white', '^Egg white omelet, scrambled, or fried, NS as to fat', 144, [130, 160]),
      f('^Oatmeal', '^Oatmeal, NFS', 240, [230, 250]),
      f('^Milk, fat free', '^Milk, fat free', 244, [230, 260]),
    ],
  ],
  [
    'Lunch was a baked sweet potato and a grilled chicken breast',
    [
      f('^Sweet potato', '^Sweet potato, baked, NS as to fat', 100, [80, 235]),
      f('^Chicken breast', '^Chicken breast, grilled without sauce, skin not eaten', 120, [90, 150]),
    ],
  ],
  [
    'For a snack I had a cup of plain Greek yogurt with a quarter cup of granola',
    [
      f('^Yogurt, Greek', '^Yogurt, Greek, whole milk, plain', 245, [230, 260]),
      f('granola', '^Cereal, granola$', 28, [24, 32]),
    ],
  ],
  // someone on a diet
  [
    'For lunch I had a garden salad with light Italian dressing and a can of Diet Coke',
    [
      f(
        '^Lettuce, salad',
        '^Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing',
        73,
        [50, 200],
      ),
      f('Italian dressing', '^Italian dressing, light', 28, [14, 45]),
      f('^Soft drink, cola, diet', '^Soft drink, cola, diet', 360, [340, 380]),
    ],
  ],
  [
    'Dinner was a turkey burger with no bun and a side of green beans',
    [
      f('^Turkey', '^Turkey, ground', 85, [55, 130]),
      f('^Green beans', '^Green beans, NS as to form, cooked', 73, [50, 145]),
    ],
  ],
  [
    'My afternoon snack was twelve almonds and an orange',
    [f('^Almonds', '^Almonds, NFS', 14, [12, 17]), f('^Orange', '^Orange, raw', 154, [110, 200])],
  ],
  [
    'I had half a cup of low fat cottage cheese and a peach',
    [
      f('^Cheese, cottage', '^Cheese, cottage, low fat', 113, [105, 120]),
      f('^Peach', '^Peach, raw', 150, [100, 200]),
    ],
  ],
  [
    'Breakfast was one hard boiled egg and half a grapefruit, no sugar',
    [
      f('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 50, [45, 55]),
      f('^Grapefruit', '^Grapefruit, raw', 154, [130, 180]),
    ],
  ],
  [
    'Trying to be good, so dinner was a cup of vegetable soup and a side salad with ranch',
    [
      f('^Soup, vegetable', '^Soup, vegetable, canned$', 245, [230, 260]),
      f(
        '^Lettuce, salad',
        '^Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing',
        94,
        [60, 140],
      ),
      f('^Ranch', '^Ranch dressing$', 30, [15, 45]),
    ],
  ],
  // eating out
  [
    'At the Italian place I had chicken parmesan with a side of spaghetti',
    [
      f('^Chicken or turkey parmigiana', '^Chicken or turkey parmigiana', 209, [150, 420]),
      f(
        '^Pasta with tomato-based sauce|^Spaghetti|^Pasta',
        '^Pasta with tomato-based sauce, restaurant',
        250,
        [120, 500],
      ),
    ],
  ],
  [
    'At Panera I got a cup of broccoli cheddar soup',
    [f('^Soup, broccoli cheese', '^Soup, broccoli cheese', 255, [230, 280])],
  ],
  [
    'Friday night fish fry at the church: fried cod, coleslaw and french fries',
    [
      f('^Fish, cod', '^Fish, cod, fried', 140, [100, 280]),
      f('^Coleslaw', '^Coleslaw$', 110, [70, 150]),
      f('^Potato, french fries', '^Potato, french fries, NFS', 110, [70, 200]),
    ],
  ],
  [
    'I had a Reuben and a dill pickle at the deli',
    [f('^Reuben', '^Reuben sandwich', 215, [180, 260]), f('^Pickles, dill', '^Pickles, dill', 30, [20, 80])],
  ],
  [
    'We ordered Thai food and I had pad thai with shrimp',
    [f('^Pad Thai', '^Pad Thai with seafood', 400, [200, 500])],
  ],
  [
    'I picked up beef and broccoli with white rice from the Chinese place',
    [f('^Beef and broccoli', '^Beef and broccoli', 326, [163, 450]), rice()],
  ],
  [
    'I had three soft chicken tacos with salsa and sour cream',
    [
      f(
        '^Taco, flour tortilla, chicken|^Taco.*chicken',
        '^Taco, flour tortilla, chicken, cheese',
        315,
        [280, 350],
      ),
      f('^Salsa', '^Salsa, NFS', 32, [16, 50]),
      f('^Sour cream', '^Sour cream, regular', 30, [15, 45]),
    ],
  ],
  [
    'At the ballgame I had a bratwurst with sauerkraut and a 16 ounce beer',
    [
      f('^Bratwurst', '^Bratwurst$', 75, [60, 170]),
      f('^Sauerkraut', '^Sauerkraut', 30, [15, 75]),
      f('^Beer', '^Beer$', 480, [460, 500]),
    ],
  ],
  [
    'It was cold out so I made a pot of beef stew and had a bowl with a piece of cornbread',
    [
      f('^Stew, beef', '^Stew, beef$', 255, [200, 510]),
      f('^Cornbread', '^Cornbread, prepared from mix', 60, [45, 90]),
    ],
  ],
  [
    'For dessert I had a brownie with a scoop of vanilla ice cream',
    [
      f('^Cookie, brownie|^Brownie', '^Cookie, brownie, NS as to icing', 50, [30, 90]),
      f('^Ice cream', '^Ice cream, vanilla$', 120, [66, 135]),
    ],
  ],
  [
    'Movie night at home: a bag of microwave popcorn and a glass of red wine',
    [
      f('^Popcorn', '^Popcorn, microwave, NFS', 85, [43, 100]),
      f('^Wine, red', '^Wine, red', 180, [148, 200]),
    ],
  ],
  [
    'I had a cinnamon raisin bagel with butter and a cup of black coffee',
    [
      f('^Bagel', '^Bagel, with raisins', 105, [70, 140]),
      f('^Butter', '^Butter, NFS', 14, [5, 20]),
      coffee(240),
    ],
  ],
  [
    'I grabbed a breakfast burrito with eggs and sausage from the gas station',
    [f('^Egg burrito', '^Egg burrito, with sausage', 190, [150, 260])],
  ],
  [
    'Sunday morning I made two waffles with maple syrup and a side of bacon',
    [
      f('^Waffle', '^Waffle, plain$', 150, [80, 180]),
      f('^Syrup|^Pancake syrup|maple', '^Pancake syrup$', 40, [20, 80]),
      f('^Pork bacon|^Bacon', '^Pork bacon, NS as to fresh, smoked or cured, cooked', 16, [8, 32]),
    ],
  ],
  [
    'Lunch at the deli was a chicken salad sandwich and a bag of potato chips',
    [
      f('^Chicken salad sandwich', '^Chicken salad sandwich on white', 180, [120, 250]),
      f('^Potato chips', '^Potato chips, NFS', 28, [20, 60]),
    ],
  ],
  [
    'We had homemade lasagna and a side salad with Italian dressing',
    [
      f('^Lasagna', '^Lasagna with meat, home recipe', 250, [200, 500]),
      f(
        '^Lettuce, salad',
        '^Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing',
        94,
        [60, 140],
      ),
      f('Italian dressing', '^Italian dressing, made with vinegar and oil', 30, [14, 45]),
    ],
  ],
  [
    'At the seafood place I had a cup of New England clam chowder with oyster crackers',
    [
      f('clam chowder', '^Soup, New England clam chowder', 255, [230, 360]),
      f('^Crackers, oyster', '^Crackers, oyster', 18, [10, 30]),
    ],
  ],
  ['For a snack I had celery sticks with peanut butter', [f('^Celery', '^Celery, raw', 60, [30, 120]), pb()]],
  [
    'At the Fourth of July cookout I had two deviled eggs, a scoop of potato salad and a hot dog',
    [
      f('^Egg, deviled', '^Egg, deviled', 60, [50, 70]),
      f('^Potato salad', '^Potato salad with egg, made with mayonnaise', 138, [90, 260]),
      f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 102, [80, 140]),
    ],
  ],
  [
    'Dinner was a grilled pork chop with roasted red potatoes and asparagus',
    [
      f('^Pork, chop', '^Pork, chop, NS as to fat eaten', 120, [90, 180]),
      f('^Potato, roasted|^Potato', '^Potato, roasted, NFS', 170, [100, 260]),
      f('^Asparagus', '^Asparagus, NS as to form, cooked', 93, [60, 180]),
    ],
  ],
  [
    'I had a sloppy joe and some potato chips for lunch',
    [
      f('^Sloppy joe', '^Sloppy joe sandwich, on white bun', 185, [150, 250]),
      f('^Potato chips', '^Potato chips, NFS', 28, [20, 60]),
    ],
  ],
  [
    'At the hotel breakfast I had a cup of strawberry yogurt, a banana and a cup of coffee',
    [
      f('^Yogurt', '^Yogurt, low fat milk, fruit', 170, [150, 250]),
      f('^Banana', '^Banana, raw', 126, [90, 160]),
      coffee(240),
    ],
  ],
  [
    'Dinner was shrimp scampi over linguine',
    [
      f('^Shrimp scampi', '^Shrimp scampi', 125, [90, 250]),
      f('^Pasta|^Spaghetti|^Linguine', '^Pasta, cooked', 140, [100, 280]),
    ],
  ],
  [
    'I had a slice of cheesecake and a cup of decaf after dinner',
    [
      f('^Cheesecake', '^Cheesecake, plain', 175, [100, 200]),
      f('^Coffee', '^Coffee, brewed, decaffeinated', 240, [200, 360]),
    ],
  ],
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  writeProbeSet(
    'sweep6-probes.json',
    "Decision 232: typical US meals told in full sentences by different kinds of people (a retiree, a college student, a parent packing lunches, a shift worker, an athlete, someone on a diet, anyone eating out), breakfast, lunch, dinner and snacks, home and restaurant, with drinks; none from an earlier check set or any data part, written after decisions 224-230 and before the parser was run on them (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; carbs and kcal are those of the FNDDS foods and grams in why, a coder's record (FNDDS's quantity not specified where no amount is said). A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
    S,
  );
