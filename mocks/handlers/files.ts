import { HttpResponse } from 'msw';
import type { components } from '#src/api/types';
import { db } from '#mocks/db';
import type { UploadedFile } from '#mocks/multipart';
import { acceptImage, fileBytes, storeFile } from '#mocks/files';
import {
  guard,
  http,
  matchOperation,
  notFound,
  pathParams,
  problem,
  readBody,
  requireUser,
} from '#mocks/http';
import { DETAILS } from '#contract/messages';

type PublicUploadForm = Omit<components['schemas']['PublicUploadForm'], 'file'> & {
  file: UploadedFile;
};

export const filesHandlers = [
  http.post('/files/public-upload', async ({ request, response }) => {
    guard('uploadPublicFile', request);
    const user = requireUser();
    const form = await readBody<PublicUploadForm>('uploadPublicFile', request);
    if (Number(form.user_id) !== user.id) throw problem(403, DETAILS.ownFilesOnly);
    const image = acceptImage(form.file);
    const name = form.category === 'recipe' ? 'photo' : 'avatar';
    const key = storeFile(
      `${form.category}/${user.id}/${name}`,
      image.ext,
      image.type,
      image.bytes,
    );
    return response(201).json(key);
  }),

  // Untyped: a file key may contain "/", which a single {key} path segment cannot match in MSW.
  http.untyped.get('*/api/files/serve/*', ({ request }) => {
    guard('serveFile', request);
    const matched = matchOperation('GET', request.url);
    const { key } = pathParams<{ key: string }>('serveFile', matched?.params ?? {});
    const file = db.files.get(key);
    if (!file) throw notFound(DETAILS.fileNotFound);
    return new HttpResponse(fileBytes(file), {
      status: 200,
      headers: {
        'Content-Type': file.content_type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  }),
];
