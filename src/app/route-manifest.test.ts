import { describe, expect, it } from 'vitest';
import { matchLeaf, routeLeaves, routePattern } from './route-manifest';

describe('the route manifest', () => {
  it('lists every page with its full path and the modules it loads, layout first', () => {
    const recipe = routeLeaves().find((leaf) => leaf.id === 'recipe');
    expect(recipe).toEqual({
      id: 'recipe',
      path: '/app/recipe/:recipeId',
      modules: ['src/app/layouts/main-layout.tsx', 'src/screens/recipe/recipe-screen.tsx'],
      auth: true,
      prerender: false,
      area: 'app',
      // The layout's data (the session's user), then the page's own.
      data: ['/api/users/me', '/api/recipe/:recipeId/get', '/api/instruction/:recipeId'],
    });
    expect(routeLeaves().find((leaf) => leaf.id === 'landing')?.path).toBe('/');
    expect(routeLeaves().find((leaf) => leaf.id === 'not-found')?.path).toBe('/*');
  });

  it('prerenders exactly the public and auth pages, and guards exactly the /app pages', () => {
    const leaves = routeLeaves();
    expect(leaves.filter((leaf) => leaf.prerender).map((leaf) => leaf.path)).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/oauth/callback',
      '/oauth/callback/login-failed',
      '/login-failed',
      '/register-failed',
      '/*',
    ]);
    for (const leaf of leaves) expect(leaf.auth).toBe(leaf.path.startsWith('/app'));
  });

  it('matches a URL to its page like React Router: case-insensitive, trailing slash, catch-all last', () => {
    expect(matchLeaf('/app/recipe/12')?.id).toBe('recipe');
    expect(matchLeaf('/APP/Recipe/12/?tab=steps')?.id).toBe('recipe');
    expect(matchLeaf('/oauth/callback/login-failed')?.id).toBe('oauth-failed');
    expect(matchLeaf('/app')?.id).toBe('dashboard');
    expect(matchLeaf('/app/recipe/12/more')?.id).toBe('not-found');
  });

  it('turns a pattern into the regular expression the server matches shells with', () => {
    const pattern = new RegExp(routePattern('/app/recipe/:recipeId'), 'i');
    expect(pattern.test('/app/recipe/7')).toBe(true);
    expect(pattern.test('/app/recipe/')).toBe(false);
    expect(pattern.test('/app/recipe/7/steps')).toBe(false);
    expect(new RegExp(routePattern('/oauth/callback.x')).test('/oauth/callbackax')).toBe(false);
  });
});
