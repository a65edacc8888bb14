/** The offline banner's texts (issue 30 item 4): English. */
const en = {
  offline:
    'You are offline. The shopping list, opened recipes and cook mode still work; list changes are saved when you are back online.',
};
export default en;
