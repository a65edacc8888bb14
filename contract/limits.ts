// Limits the contract states in words (openapi.yaml), shared by the server and the mock.

/** Collections one user may keep; GET /collection/all never lists more (issue #19, finding 9). */
export const MAX_COLLECTIONS = 500;

/** The 409 detail of POST /collection/create at the limit. */
export const TOO_MANY_COLLECTIONS = `You can keep at most ${MAX_COLLECTIONS} collections. Delete one to make room for a new one.`;
