import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverDetailOr } from '#src/api/errors';
import { resolveImageUrl } from '#src/api/image-url';
import { nodeMultipart, pngFile, withQueryClient } from '#src/testing/query-client';
import { FILE_REQUIRED, useUploadPublicFile } from './files';

let png: () => File;
beforeEach(async () => {
  ensureXsrfCookie();
  const NodeFile = await nodeMultipart();
  png = () => pngFile(NodeFile, 'me.png');
});
afterEach(() => vi.unstubAllGlobals());

describe('useUploadPublicFile', () => {
  it('uploads user_id, category profile and the file as multipart and resolves to the key', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useUploadPublicFile(), { wrapper });
    const key = await result.current.mutateAsync({ userId: COOK.id, file: png() });
    // The mock validates the three parts (422 otherwise), files the key under category/user and
    // sniffs the bytes: a PNG key under profile/1/ proves every part arrived intact.
    expect(key).toMatch(new RegExp(`^profile/${COOK.id}/`));
    expect(db.files.get(key)?.content_type).toBe('image/png');
    expect(resolveImageUrl(key)).toBe(`/api/files/serve/${key}`);
  });

  it("refuses without a file: 'File is required for upload'", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useUploadPublicFile(), { wrapper });
    await expect(result.current.mutateAsync({ userId: COOK.id, file: null })).rejects.toThrow(
      FILE_REQUIRED,
    );
    expect(FILE_REQUIRED).toBe('File is required for upload');
  });

  it('fails with the server detail, else the profile default', async () => {
    server.use(failing('uploadPublicFile', 415));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useUploadPublicFile(), { wrapper });
    const error = await result.current
      .mutateAsync({ userId: COOK.id, file: png() })
      .catch((e: unknown) => e);
    expect(serverDetailOr(error, 'Failed to upload image. Please try again.')).toBe(
      'Only image files are allowed',
    );
  });
});
