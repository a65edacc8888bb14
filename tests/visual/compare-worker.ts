// The visual check's comparison off the Jest sandbox (see compareInWorker in visual.ts): reads the
// baseline, compares it with the story's picture and posts sizes, counts and the encoded diff.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { comparePictures } from './visual.ts';

const { baseline, shot } = workerData as { baseline: string; shot: Uint8Array };
parentPort!.postMessage(comparePictures(readFileSync(baseline), Buffer.from(shot)));
