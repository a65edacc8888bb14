/**
 * Fruit. Nutrients per 100 g of the raw edible portion (dried fruit as sold), from USDA
 * FoodData Central (https://fdc.nal.usda.gov/), SR Legacy (2018), rounded. Row order:
 * kcal, fat, saturated fat, trans fat (g), cholesterol (mg), sodium (mg), carbohydrate, fibre,
 * sugars, protein (g), vitamin D (mcg), calcium, iron, potassium (mg).
 */
import { defineGroup } from '../catalogue/define.ts';

export const FRUITS = defineGroup('fruit', [
  { id: 'apple', en: ['apple', 'green apple', 'cooking apple'], de: ['Apfel', 'Äpfel'], n: [52, 0.17, 0.03, 0, 0, 1, 13.8, 2.4, 10.4, 0.3, 0, 6, 0.12, 107], serving: [0.75, 'piece', 182], prep: 'slice', tags: ['raw-ok', 'dessert'], color: '#c9312c' },
  { id: 'banana', en: ['banana'], de: ['Banane', 'Bananen'], n: [89, 0.33, 0.11, 0, 0, 1, 22.8, 2.6, 12.2, 1.1, 0, 5, 0.26, 358], serving: [1, 'piece', 118], prep: 'slice', tags: ['raw-ok', 'dessert'], color: '#f5d547' },
  { id: 'lemon', en: ['lemon', 'lemon juice', 'lemon zest'], de: ['Zitrone', 'Zitronen', 'Zitronensaft'], n: [29, 0.3, 0.04, 0, 0, 2, 9.3, 2.8, 2.5, 1.1, 0, 26, 0.6, 138], serving: [0.25, 'piece', 58], prep: 'juice', staple: true, tags: ['citrus', 'minor', 'raw-ok'], color: '#f7dc3c' },
  { id: 'lime', en: ['lime', 'lime juice'], de: ['Limette', 'Limetten', 'Limettensaft'], n: [30, 0.2, 0.02, 0, 0, 2, 10.5, 2.8, 1.7, 0.7, 0, 33, 0.6, 102], serving: [0.25, 'piece', 67], prep: 'juice', tags: ['citrus', 'minor', 'mexican', 'asian', 'raw-ok'], color: '#8cc63e' },
  { id: 'orange', en: ['orange', 'blood orange', 'navel orange', 'mandarin', 'clementine', 'tangerine'], de: ['Orange', 'Orangen', 'Apfelsine', 'Apfelsinen', 'Mandarine', 'Mandarinen', 'Clementine', 'Clementinen'], n: [47, 0.12, 0.02, 0, 0, 0, 11.8, 2.4, 9.4, 0.9, 0, 40, 0.1, 181], serving: [0.75, 'piece', 131], prep: 'segment', tags: ['citrus', 'raw-ok', 'dessert'], color: '#f39a1e' },
  { id: 'grapefruit', en: ['grapefruit'], de: ['Grapefruit', 'Grapefruits', 'Pampelmuse'], n: [42, 0.14, 0.02, 0, 0, 0, 10.7, 1.6, 6.9, 0.8, 0, 22, 0.08, 135], serving: [0.5, 'piece', 246], prep: 'segment', tags: ['citrus', 'raw-ok'], color: '#f26b5b' },
  { id: 'strawberry', en: ['strawberry'], de: ['Erdbeere', 'Erdbeeren'], n: [32, 0.3, 0.02, 0, 0, 1, 7.7, 2, 4.9, 0.7, 0, 16, 0.41, 153], serving: [80, 'g'], piece: 12, prep: 'halve', tags: ['berry', 'raw-ok', 'dessert'], color: '#e8303f' },
  { id: 'blueberry', en: ['blueberry', 'bilberry'], de: ['Heidelbeere', 'Heidelbeeren', 'Blaubeere', 'Blaubeeren'], n: [57, 0.33, 0.03, 0, 0, 1, 14.5, 2.4, 10, 0.7, 0, 6, 0.28, 77], serving: [60, 'g'], prep: 'rinse', tags: ['berry', 'raw-ok', 'dessert'], color: '#3b4a9c' },
  { id: 'raspberry', en: ['raspberry'], de: ['Himbeere', 'Himbeeren'], n: [52, 0.65, 0.02, 0, 0, 1, 11.9, 6.5, 4.4, 1.2, 0, 25, 0.69, 151], serving: [60, 'g'], prep: 'rinse', tags: ['berry', 'raw-ok', 'dessert'], color: '#d42a5b' },
  { id: 'blackberry', en: ['blackberry'], de: ['Brombeere', 'Brombeeren'], n: [43, 0.49, 0.01, 0, 0, 1, 9.6, 5.3, 4.9, 1.4, 0, 29, 0.62, 162], serving: [60, 'g'], prep: 'rinse', tags: ['berry', 'raw-ok', 'dessert'], color: '#3a1f3d' },
  { id: 'cherry', en: ['cherry', 'sweet cherry', 'sour cherry'], de: ['Kirsche', 'Kirschen', 'Sauerkirschen'], n: [63, 0.2, 0.04, 0, 0, 0, 16, 2.1, 12.8, 1.1, 0, 13, 0.36, 222], serving: [80, 'g'], piece: 8, prep: 'pit', tags: ['raw-ok', 'dessert'], color: '#9b1b30' },
  { id: 'grape', en: ['grape', 'red grape', 'green grape'], de: ['Traube', 'Trauben', 'Weintrauben', 'Weintraube'], n: [69, 0.16, 0.05, 0, 0, 2, 18.1, 0.9, 15.5, 0.7, 0, 10, 0.36, 191], serving: [80, 'g'], piece: 5, prep: 'halve', tags: ['raw-ok', 'dessert'], color: '#7d3f8c' },
  { id: 'pear', en: ['pear'], de: ['Birne', 'Birnen'], n: [57, 0.14, 0.02, 0, 0, 1, 15.2, 3.1, 9.8, 0.4, 0, 9, 0.18, 116], serving: [0.75, 'piece', 178], prep: 'slice', tags: ['raw-ok', 'dessert'], color: '#c9c24a' },
  { id: 'peach', en: ['peach', 'nectarine'], de: ['Pfirsich', 'Pfirsiche', 'Nektarine', 'Nektarinen'], n: [39, 0.25, 0.02, 0, 0, 0, 9.5, 1.5, 8.4, 0.9, 0, 6, 0.25, 190], serving: [1, 'piece', 150], prep: 'slice', tags: ['raw-ok', 'dessert'], color: '#f6a36b' },
  { id: 'apricot', en: ['apricot'], de: ['Aprikose', 'Aprikosen', 'Marille', 'Marillen'], n: [48, 0.39, 0.03, 0, 0, 1, 11.1, 2, 9.2, 1.4, 0, 13, 0.39, 259], serving: [2, 'piece', 35], prep: 'halve', tags: ['raw-ok', 'dessert'], color: '#f5a243' },
  { id: 'plum', en: ['plum', 'damson'], de: ['Pflaume', 'Pflaumen', 'Zwetschge', 'Zwetschgen', 'Zwetschke'], n: [46, 0.28, 0.02, 0, 0, 0, 11.4, 1.4, 9.9, 0.7, 0, 6, 0.17, 157], serving: [2, 'piece', 66], prep: 'pit', tags: ['raw-ok', 'dessert'], color: '#6b2a5a' },
  { id: 'mango', en: ['mango'], de: ['Mango', 'Mangos'], n: [60, 0.38, 0.09, 0, 0, 1, 15, 1.6, 13.7, 0.8, 0, 11, 0.16, 168], serving: [0.5, 'piece', 200], prep: 'dice', plural: 'mangoes', tags: ['raw-ok', 'dessert', 'asian'], color: '#f7b32b' },
  { id: 'pineapple', en: ['pineapple'], de: ['Ananas'], n: [50, 0.12, 0.01, 0, 0, 1, 13.1, 1.4, 9.9, 0.5, 0, 13, 0.29, 109], serving: [100, 'g'], piece: 900, prep: 'dice', mass: true, tags: ['raw-ok', 'dessert'], color: '#f4d03f' },
  { id: 'kiwi', en: ['kiwi', 'kiwi fruit', 'kiwifruit'], de: ['Kiwi', 'Kiwis'], n: [61, 0.52, 0.03, 0, 0, 3, 14.7, 3, 9, 1.1, 0, 34, 0.31, 312], serving: [1, 'piece', 69], prep: 'slice', tags: ['raw-ok', 'dessert'], color: '#7cab3a' },
  { id: 'watermelon', en: ['watermelon'], de: ['Wassermelone', 'Wassermelonen'], n: [30, 0.15, 0.02, 0, 0, 1, 7.6, 0.4, 6.2, 0.6, 0, 7, 0.24, 112], serving: [150, 'g'], prep: 'cube', mass: true, tags: ['raw-ok', 'dessert'], color: '#f25c6b' },
  { id: 'melon', en: ['melon', 'cantaloupe', 'honeydew', 'honeydew melon'], de: ['Melone', 'Melonen', 'Honigmelone', 'Cantaloupe-Melone'], n: [34, 0.19, 0.05, 0, 0, 16, 8.2, 0.9, 7.9, 0.8, 0, 9, 0.21, 267], serving: [150, 'g'], prep: 'cube', tags: ['raw-ok', 'dessert'], color: '#f4a261' },
  { id: 'pomegranate', en: ['pomegranate', 'pomegranate seed', 'pomegranate aril'], de: ['Granatapfel', 'Granatäpfel', 'Granatapfelkerne'], n: [83, 1.17, 0.12, 0, 0, 3, 18.7, 4, 13.7, 1.7, 0, 10, 0.3, 236], serving: [30, 'g'], prep: 'measure', tags: ['raw-ok', 'dessert', 'minor'], color: '#b5173a' },
  { id: 'papaya', en: ['papaya'], de: ['Papaya', 'Papayas'], n: [43, 0.26, 0.08, 0, 0, 8, 10.8, 1.7, 7.8, 0.5, 0, 20, 0.25, 182], serving: [120, 'g'], piece: 500, prep: 'dice', tags: ['raw-ok', 'dessert'], color: '#f78a4a' },
  { id: 'fig', en: ['fig', 'fresh fig'], de: ['Feige', 'Feigen'], n: [74, 0.3, 0.06, 0, 0, 1, 19.2, 2.9, 16.3, 0.8, 0, 35, 0.37, 232], serving: [1, 'piece', 50], prep: 'halve', tags: ['raw-ok', 'dessert'], color: '#6e3a5e' },
  { id: 'rhubarb', en: ['rhubarb'], de: ['Rhabarber'], n: [21, 0.2, 0.05, 0, 0, 4, 4.5, 1.8, 1.1, 0.9, 0, 86, 0.22, 288], serving: [100, 'g'], piece: 50, prep: 'chop', mass: true, tags: ['dessert'], color: '#d0415a' },
  { id: 'raisins', en: ['raisin', 'sultana', 'currant'], de: ['Rosinen', 'Rosine', 'Sultaninen'], n: [299, 0.46, 0.06, 0, 0, 11, 79.2, 3.7, 59.2, 3.1, 0, 50, 1.88, 749], serving: [15, 'g'], prep: 'measure', tags: ['dessert', 'minor'], color: '#5a2e2a' },
  { id: 'dates', en: ['date', 'medjool date'], de: ['Dattel', 'Datteln'], n: [277, 0.15, 0, 0, 0, 1, 75, 6.7, 66.5, 1.8, 0, 64, 0.9, 696], serving: [1, 'piece', 24], prep: 'pit', tags: ['dessert'], color: '#7a4a2a' },
  { id: 'dried-apricots', en: ['dried apricot'], de: ['getrocknete Aprikosen', 'Trockenaprikosen'], n: [241, 0.51, 0.02, 0, 0, 10, 62.6, 7.3, 53.4, 3.4, 0, 55, 2.66, 1162], serving: [20, 'g'], piece: 8, prep: 'chop', tags: ['dessert', 'minor'], color: '#e08a2e' },
  { id: 'dried-cranberries', en: ['dried cranberry', 'cranberry', 'craisin'], de: ['Cranberries', 'getrocknete Cranberries', 'Moosbeeren'], n: [308, 1.09, 0.08, 0, 0, 3, 82.8, 5.3, 72.6, 0.2, 0, 10, 0.53, 40], serving: [15, 'g'], prep: 'measure', tags: ['dessert', 'minor'], color: '#a3152e' },
  // Added for the recipe book (kitchen/book).
  { id: 'applesauce', en: ['applesauce', 'apple sauce', 'apple purée'], de: ['Apfelmus'], n: [68, 0.17, 0.03, 0, 0, 2, 17.5, 1.2, 14.5, 0.16, 0, 3, 0.12, 75], serving: [125, 'g', 1], prep: 'measure', mass: true, density: 1.05 },
  { id: 'redcurrant', en: ['redcurrant', 'redcurrants', 'red currant'], de: ['Johannisbeere', 'Johannisbeeren', 'rote Johannisbeere'], n: [56, 0.2, 0.02, 0, 0, 1, 13.8, 4.3, 7.4, 1.4, 0, 33, 1, 275], serving: [100, 'g', 1], prep: 'rinse', mass: true },
  // estimate: not in SR Legacy; national food tables or product labels
  { id: 'preserved-lemon', en: ['preserved lemon', 'salted lemon', 'salt-preserved lemon'], de: ['Salzzitrone', 'Salzzitronen', 'eingelegte Zitrone'], n: [30, 0.3, 0.04, 0, 0, 2500, 9, 4, 2, 1, 0, 60, 0.6, 140], serving: [1, 'piece', 90], piece: 90, prep: 'chop' },
]);
