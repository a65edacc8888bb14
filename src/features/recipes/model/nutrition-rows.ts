export * from '#contract/nutrition-rows';
