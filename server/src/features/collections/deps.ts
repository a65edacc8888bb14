import type { CollectionService } from './collection-service.ts';

/** What the collections routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  collections: CollectionService;
}
