/** Each team member's role and focus: the English source, keyed like the list in team.ts. */
const en = {
  members: {
    product: {
      role: 'Product & Design Lead',
      focus: 'Shapes the cooking journey from the first prompt to the last timer.',
    },
    frontend: {
      role: 'Frontend Engineer',
      focus: 'Builds the wizard, the recipe library and the cook-along view.',
    },
    backend: {
      role: 'Backend & Cloud Engineer',
      focus: 'Runs the API, storage and background jobs in the cloud.',
    },
    ai: {
      role: 'AI Engineer',
      focus: 'Teaches Sous to compose recipes and read ingredients from photos.',
    },
  },
};

export default en;
