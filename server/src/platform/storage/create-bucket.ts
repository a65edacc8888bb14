// Creates S3_BUCKET on the S3_* store unless it exists: compose's one-shot `bucket` service runs
// `node --import tsx server/src/platform/storage/create-bucket.ts` before the app instances start.
import { loadConfig } from '#server/src/platform/config.ts';
import { ensureBucket } from './s3-storage.ts';

const config = loadConfig();
if (!config.s3) {
  console.error('S3_BUCKET is not set: nothing to create');
  process.exit(1);
}
try {
  const result = await ensureBucket(config.s3);
  console.log(
    result === 'created'
      ? `Created bucket ${config.s3.bucket}`
      : `Bucket ${config.s3.bucket} already exists`,
  );
} catch (error) {
  const { name, message } = error as Error;
  console.error(`Could not create bucket ${config.s3.bucket}: ${name}: ${message}`);
  process.exit(1);
}
