/** Why a deletion failed: the text to show, and whether signing in again would let it through. */
export class DeletionFailure extends Error {
  constructor(
    message: string,
    readonly reauthenticate = false,
  ) {
    super(message);
    this.name = 'DeletionFailure';
  }
}
