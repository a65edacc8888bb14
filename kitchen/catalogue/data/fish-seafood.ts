/**
 * Fish and seafood. Nutrients per 100 g raw (canned and smoked as sold, drained), from USDA
 * FoodData Central (https://fdc.nal.usda.gov/), SR Legacy (2018), rounded. "Mixed seafood" is
 * the mean of shrimp, squid and mussels. Row order: kcal, fat, saturated fat, trans fat (g),
 * cholesterol (mg), sodium (mg), carbohydrate, fibre, sugars, protein (g), vitamin D (mcg),
 * calcium, iron, potassium (mg).
 */
import { defineGroup } from '#kitchen/catalogue/define.ts';

export const FISH = defineGroup('fish', [
  { id: 'salmon', en: ['salmon', 'salmon fillet', 'atlantic salmon', 'salmon steak'], de: ['Lachs', 'Lachsfilet', 'Lachsfilets'], n: [208, 13.42, 3.05, 0, 55, 59, 0, 0, 0, 20.4, 11, 9, 0.34, 363], serving: [140, 'g'], piece: 140, prep: 'trim', mass: true, color: '#f48a6a' },
  { id: 'tuna', en: ['tuna', 'tuna steak', 'fresh tuna', 'ahi tuna', 'yellowfin tuna'], de: ['Thunfisch', 'Thunfischsteak', 'Thunfischsteaks'], n: [109, 0.49, 0.17, 0, 39, 45, 0, 0, 0, 24.4, 1.7, 4, 0.77, 441], serving: [140, 'g'], prep: 'slice', mass: true, color: '#c8505a' },
  { id: 'canned-tuna', en: ['canned tuna', 'tinned tuna', 'tuna in water', 'can of tuna', 'tuna chunks'], de: ['Thunfisch aus der Dose', 'Dosenthunfisch', 'Thunfisch in Wasser'], n: [116, 0.82, 0.23, 0, 42, 247, 0, 0, 0, 25.5, 1.7, 11, 1.5, 237], serving: [80, 'g'], prep: 'drain', mass: true, tags: ['canned', 'raw-ok'], color: '#d9a08a' },
  { id: 'cod', en: ['cod', 'cod fillet', 'white fish', 'whitefish', 'fish fillet', 'fish', 'hake', 'coley', 'saithe'], de: ['Kabeljau', 'Dorsch', 'Fisch', 'Fischfilet', 'Fischfilets', 'Weißfisch', 'Seehecht', 'Rotbarsch'], n: [82, 0.67, 0.13, 0, 43, 54, 0, 0, 0, 17.8, 0.9, 16, 0.38, 413], serving: [150, 'g'], piece: 150, prep: 'trim', mass: true, color: '#f6eee4' },
  { id: 'haddock', en: ['haddock', 'smoked haddock'], de: ['Schellfisch'], n: [74, 0.45, 0.08, 0, 54, 213, 0, 0, 0, 16.3, 0.5, 14, 0.18, 286], serving: [150, 'g'], prep: 'trim', mass: true, color: '#f3e8d8' },
  { id: 'pollock', en: ['pollock', 'alaska pollock', 'pollack'], de: ['Seelachs', 'Alaska-Seelachs', 'Pollack'], n: [56, 0.41, 0.06, 0, 43, 99, 0, 0, 0, 12.3, 0.5, 9, 0.2, 300], serving: [150, 'g'], prep: 'trim', mass: true, color: '#f3ebe0' },
  { id: 'tilapia', en: ['tilapia', 'basa', 'pangasius', 'catfish'], de: ['Tilapia', 'Pangasius', 'Wels'], n: [96, 1.7, 0.59, 0, 50, 52, 0, 0, 0, 20.1, 3.1, 10, 0.56, 302], serving: [150, 'g'], prep: 'trim', mass: true, color: '#f5e6dc' },
  { id: 'trout', en: ['trout', 'rainbow trout', 'char', 'arctic char'], de: ['Forelle', 'Forellen', 'Forellenfilet', 'Saibling', 'Lachsforelle'], n: [141, 6.18, 1.8, 0, 59, 51, 0, 0, 0, 20.8, 3.9, 67, 0.3, 361], serving: [150, 'g'], prep: 'trim', color: '#f0a080' },
  { id: 'mackerel', en: ['mackerel', 'smoked mackerel'], de: ['Makrele', 'Makrelen', 'Räuchermakrele'], n: [205, 13.89, 3.26, 0, 70, 90, 0, 0, 0, 18.6, 16.1, 12, 1.63, 314], serving: [130, 'g'], prep: 'trim', mass: true, color: '#8a9ab0' },
  { id: 'sardines', en: ['sardine', 'pilchard'], de: ['Sardinen', 'Sardine', 'Ölsardinen'], n: [208, 11.45, 1.53, 0, 142, 307, 0, 0, 0, 24.6, 4.8, 382, 2.92, 397], serving: [80, 'g'], prep: 'drain', tags: ['canned'], color: '#9aa8b8' },
  { id: 'anchovies', en: ['anchovy', 'anchovy fillet'], de: ['Sardellen', 'Sardellenfilets', 'Anchovis'], n: [210, 9.71, 2.2, 0, 85, 3668, 0, 0, 0, 28.9, 1.7, 232, 4.63, 544], serving: [8, 'g'], prep: 'chop', plural: 'anchovies', tags: ['canned', 'minor', 'italian'], color: '#8a6a5a' },
  { id: 'sea-bass', en: ['sea bass', 'seabass', 'branzino', 'sea bream', 'bream', 'snapper', 'red snapper'], de: ['Wolfsbarsch', 'Dorade', 'Doraden', 'Seebarsch', 'Zander', 'Barsch'], n: [97, 2, 0.51, 0, 41, 68, 0, 0, 0, 18.4, 0, 10, 0.29, 256], serving: [150, 'g'], prep: 'trim', mass: true, color: '#eae0d8' },
  { id: 'halibut', en: ['halibut', 'sole', 'plaice', 'flounder', 'turbot'], de: ['Heilbutt', 'Seezunge', 'Scholle', 'Steinbutt'], n: [91, 1.33, 0.2, 0, 49, 68, 0, 0, 0, 18.6, 4.7, 6, 0.16, 435], serving: [150, 'g'], prep: 'trim', mass: true, color: '#f6f0e6' },
  { id: 'smoked-salmon', en: ['smoked salmon', 'lox', 'gravlax'], de: ['Räucherlachs', 'geräucherter Lachs', 'Graved Lachs'], n: [117, 4.32, 0.93, 0, 23, 784, 0, 0, 0, 18.3, 17.2, 11, 0.85, 175], serving: [50, 'g'], prep: 'tear', mass: true, tags: ['cured', 'raw-ok'], color: '#f57a5a' },
  { id: 'herring', en: ['herring', 'kipper', 'pickled herring'], de: ['Hering', 'Heringe', 'Matjes', 'Bismarckhering', 'Rollmops'], n: [158, 9.04, 2.04, 0, 60, 90, 0, 0, 0, 18, 4.2, 57, 1.1, 327], serving: [100, 'g'], prep: 'trim', color: '#a8b0c0' },
  // Added for the recipe book (kitchen/book).
  // estimate: not in SR Legacy; national food tables or product labels
  { id: 'bonito-flakes', en: ['bonito flakes', 'katsuobushi', 'dried bonito flakes'], de: ['Bonitoflocken', 'Katsuobushi'], n: [356, 2.9, 1, 0, 180, 480, 0.4, 0, 0, 77.1, 4, 46, 9, 810], serving: [3, 'g', 1], prep: 'measure', mass: true, density: 0.03 },
  { id: 'crab-stick', en: ['crab stick', 'imitation crab', 'surimi stick', 'seafood stick'], de: ['Surimi-Stick', 'Surimi-Sticks', 'Krebsfleischimitat'], n: [95, 0.46, 0.09, 0, 20, 841, 15, 0.5, 5.9, 7.6, 0, 13, 0.4, 90], serving: [2, 'piece', 17], piece: 17, prep: 'halve' },
]);

export const SEAFOOD = defineGroup('seafood', [
  { id: 'shrimp', en: ['shrimp', 'prawn', 'king prawn', 'tiger prawn', 'jumbo shrimp', 'scampi', 'langoustine'], de: ['Garnelen', 'Garnele', 'Shrimps', 'Krabben', 'Scampi', 'Riesengarnelen', 'Gambas', 'Crevetten'], n: [106, 1.73, 0.33, 0, 152, 148, 0.9, 0, 0, 20.3, 0.1, 52, 2.41, 185], serving: [120, 'g'], piece: 15, prep: 'peel', plural: 'shrimp', color: '#f7906a' },
  { id: 'scallops', en: ['scallop', 'sea scallop'], de: ['Jakobsmuscheln', 'Jakobsmuschel', 'Kammmuscheln'], n: [69, 0.49, 0.13, 0, 24, 392, 3.2, 0, 0, 12.1, 0, 6, 0.38, 205], serving: [100, 'g'], piece: 20, prep: 'trim', color: '#f6e8d2' },
  { id: 'mussels', en: ['mussel', 'blue mussel'], de: ['Miesmuscheln', 'Muscheln', 'Miesmuschel'], n: [86, 2.24, 0.43, 0, 28, 286, 3.7, 0, 0, 11.9, 0, 26, 3.95, 320], serving: [250, 'g'], prep: 'rinse', color: '#2a2a3a' },
  { id: 'clams', en: ['clam', 'vongole', 'cockle'], de: ['Venusmuscheln', 'Vongole', 'Herzmuscheln'], n: [86, 0.96, 0.09, 0, 30, 601, 3.6, 0, 0, 14.7, 0, 46, 1.62, 46], serving: [200, 'g'], prep: 'rinse', color: '#e0d0c0' },
  { id: 'squid', en: ['squid', 'calamari', 'cuttlefish'], de: ['Tintenfisch', 'Calamari', 'Kalmar', 'Kalmare', 'Sepia'], n: [92, 1.38, 0.36, 0, 233, 44, 3.1, 0, 0, 15.6, 0, 32, 0.68, 246], serving: [120, 'g'], prep: 'slice', mass: true, color: '#f3ece4' },
  { id: 'octopus', en: ['octopus', 'baby octopus'], de: ['Oktopus', 'Krake', 'Pulpo'], n: [82, 1.04, 0.23, 0, 48, 230, 2.2, 0, 0, 14.9, 0, 53, 5.3, 350], serving: [150, 'g'], prep: 'chop', mass: true, tags: ['slow-cook'], color: '#c8707a' },
  { id: 'crab', en: ['crab', 'crab meat', 'crabmeat', 'blue crab'], de: ['Krabbe', 'Krebsfleisch', 'Krabbenfleisch', 'Taschenkrebs'], n: [87, 1.08, 0.22, 0, 78, 293, 0, 0, 0, 18.1, 0, 89, 0.74, 329], serving: [100, 'g'], prep: 'measure', mass: true, color: '#f08060' },
  { id: 'lobster', en: ['lobster', 'lobster tail', 'crayfish', 'crawfish'], de: ['Hummer', 'Languste', 'Flusskrebse', 'Flusskrebs'], n: [77, 0.75, 0.15, 0, 127, 423, 0, 0, 0, 16.5, 0, 84, 0.3, 275], serving: [150, 'g'], prep: 'halve', color: '#d8402a' },
  { id: 'oysters', en: ['oyster'], de: ['Austern', 'Auster'], n: [81, 2.3, 0.51, 0, 50, 106, 5, 0, 0, 9.5, 0, 8, 5.11, 168], serving: [6, 'piece', 15], prep: 'measure', color: '#d8d0c8' },
  { id: 'mixed-seafood', en: ['mixed seafood', 'seafood', 'seafood mix', 'frutti di mare', 'shellfish'], de: ['Meeresfrüchte', 'Meeresfrüchtemischung', 'Frutti di Mare'], n: [95, 1.8, 0.37, 0, 138, 159, 2.6, 0, 0, 15.9, 0, 37, 2.35, 250], serving: [130, 'g'], prep: 'rinse', mass: true, color: '#f2a080' },
]);
