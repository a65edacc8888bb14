import type { ShoppingService } from './shopping-service.ts';

/** What the shopping routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  shopping: ShoppingService;
}
