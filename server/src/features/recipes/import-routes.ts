import { detailOf } from '#contract/messages.ts';
import { exportFileName, IMPORT_FILE_MAX_BYTES } from '#contract/recipe-import.ts';
import type { components } from '#contract/schema.gen.ts';
import { createValidator } from '#contract/validate.ts';
import { loadContract } from '#server/src/platform/contract/openapi.ts';
import { HttpError } from '#server/src/platform/errors.ts';
import { mediaTypeOf } from '#server/src/platform/http/body-rules.ts';
import type { RouteDeps } from './deps.ts';
import {
  readMultipart,
  requireFile,
  type MultipartForm,
} from '#server/src/platform/http/multipart.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { importFailureItem } from '#contract/recipe-import.ts';
import { ARCHIVE_FILE_MAX_BYTES, archiveFailureItem } from '#contract/archive-import.ts';
import { ArchiveError } from './archive/zip.ts';
import type { ValidationItem } from '#server/src/platform/errors.ts';
import { jsonArrayStream } from '#server/src/platform/http/json-stream.ts';

type Schemas = components['schemas'];

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * Handlers of JSON-LD export and import. The import accepts JSON and multipart, so the glue does
 * not validate its body (see prepareGlueSpec): the JSON form is checked here against the
 * contract's ImportRequest, the file part by readMultipart's size cap.
 */
export function importHandlers(deps: RouteDeps): {
  exportRecipe: Handler<'exportRecipe'>;
  exportLibrary: Handler<'exportLibrary'>;
  importRecipes: Handler<'importRecipes'>;
  importArchive: Handler<'importArchive'>;
  getImportJob: Handler<'getImportJob'>;
  cancelImportJob: Handler<'cancelImportJob'>;
} {
  const { imports, importJobs } = deps;
  const schemas = loadContract(deps.config.openapiPath).components.schemas!;
  const importRequest = schemas.ImportRequest as object;
  const jsonLdRecipe = schemas.JsonLdRecipe as Record<string, unknown>;
  const asSent = createValidator({ coerce: false });

  return {
    async exportRecipe({ userId, params, reply }) {
      const { title, jsonLd } = await imports.exportOne(userId, params.id);
      reply
        .type('application/ld+json; charset=utf-8')
        .header('content-disposition', attachment(exportFileName(title)));
      return { status: 200, body: jsonLd };
    },

    async exportLibrary({ userId, reply }) {
      // Each recipe written by the serialiser Fastify compiles from the contract, as it wrote them
      // inside the whole array before: the same bytes, a page at a time.
      const write = reply.compileSerializationSchema(jsonLdRecipe) as (
        recipe: Schemas['JsonLdRecipe'],
      ) => string;
      reply
        .type('application/ld+json; charset=utf-8')
        .header('content-disposition', attachment('sous-library.jsonld'));
      return { status: 200, stream: jsonArrayStream(imports.exportPages(userId), write) };
    },

    async importRecipes({ userId, request }) {
      if (mediaTypeOf(request.headers['content-type']) === 'multipart/form-data') {
        let file: Buffer | undefined;
        try {
          const problems: ValidationItem[] = [];
          file = requireFile(await readMultipart(request, IMPORT_FILE_MAX_BYTES), problems);
          if (problems.length > 0) throw new HttpError(422, problems);
        } catch (error) {
          if (error instanceof HttpError && error.status === 413)
            throw new HttpError(422, [importFailureItem('file', 'import_too_large')]);
          throw error;
        }
        await imports.consumeBudget(userId);
        const preferences = await deps.preferencesOf(userId);
        return {
          status: 201,
          body: await imports.importText(userId, 'file', file!.toString('utf8'), preferences),
        };
      }
      const body = request.body as { jsonld?: string; url?: string };
      const problems = asSent.check(importRequest, body, 'body');
      if (problems.length > 0) throw new HttpError(422, problems);
      await imports.consumeBudget(userId);
      const preferences = await deps.preferencesOf(userId);
      const result =
        body.url !== undefined
          ? await imports.importUrl(userId, body.url, preferences)
          : await imports.importText(userId, 'jsonld', body.jsonld!, preferences);
      return { status: 201, body: result };
    },

    async importArchive({ userId, request, reply }) {
      let form: MultipartForm;
      try {
        form = await readMultipart(request, ARCHIVE_FILE_MAX_BYTES);
      } catch (error) {
        if (error instanceof HttpError && error.status === 413)
          throw new HttpError(422, [archiveFailureItem('archive_file_too_large')]);
        throw error;
      }
      const problems: ValidationItem[] = [];
      const file = requireFile(form, problems);
      const duplicates = form.fields.duplicates ?? 'skip';
      if (duplicates !== 'skip' && duplicates !== 'keep')
        problems.push({
          loc: ['body', 'duplicates'],
          msg: detailOf('choices', { choices: "'skip' or 'keep'" }),
          type: 'enum',
        });
      if (problems.length > 0) throw new HttpError(422, problems);
      await imports.consumeBudget(userId);
      try {
        const job = await importJobs.start(userId, file!, duplicates as 'skip' | 'keep');
        reply.header('location', `/api/import-jobs/${job.id}`);
        return { status: 202, body: job };
      } catch (error) {
        if (error instanceof ArchiveError)
          throw new HttpError(422, [archiveFailureItem(error.failure)]);
        throw error;
      }
    },

    async getImportJob({ userId, params }) {
      return { status: 200, body: await importJobs.get(userId, params.jobId) };
    },

    async cancelImportJob({ userId, params }) {
      return { status: 200, body: await importJobs.cancel(userId, params.jobId) };
    },
  };
}
