// Limits the contract states in words (openapi.yaml), shared by the server and the mock.

/** Collections one user may keep; GET /collection/all never lists more (issue #19, finding 9). */
export const MAX_COLLECTIONS = 500;
