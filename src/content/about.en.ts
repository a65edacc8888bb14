/**
 * Copy of the About page (a cloud hackathon project by a team of four): the English source, every
 * key. Paragraphs and values are keyed groups, shown in this order; the completeness test names a
 * missing one exactly.
 */
const en = {
  docTitle: 'About',
  title: 'About Sous',
  lead: 'Sous is the kitchen helper we always wanted: tell it what you feel like eating and what is in your fridge, and it turns that into recipes you can actually cook tonight.',
  story: {
    heading: 'Built at a cloud hackathon',
    paragraphs: {
      challenge:
        'Sous started as our entry to a cloud hackathon. The challenge was to build something useful on cloud services in a few short weeks, and we kept coming back to the same everyday problem: standing in front of an open fridge with no idea what to make.',
      companion:
        'So we built a companion that listens to what you want, reads the ingredients you have (typed or from a photo), suggests a handful of recipes, and then walks you through the one you pick, step by step, with timers where they matter.',
    },
  },
  values: {
    heading: 'What we care about',
    items: {
      ingredients: {
        title: 'Cook with what you have',
        text: 'Recipes start from your ingredients, so less food goes to waste and fewer trips go to the shop.',
      },
      guidance: {
        title: 'Clear, calm guidance',
        text: 'One step at a time, with timers and tips, so even a new dish feels manageable.',
      },
      data: {
        title: 'Your kitchen, your data',
        text: 'Your recipes and collections belong to you. We explain exactly what we store on our privacy page.',
      },
    },
  },
  team: {
    heading: 'The team',
    intro: 'Four people built Sous. Reach any of us directly:',
    /** Before the shared address (a full stop follows it). */
    writeAll: 'Or write to all of us at',
  },
};

export default en;
