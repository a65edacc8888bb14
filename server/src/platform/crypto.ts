import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, reset tokens, XSRF tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256, so a database leak does not leak usable tokens. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
