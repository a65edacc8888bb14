// Jest reporter of the story runner: one line per failed story naming the check that failed (play
// function, a11y, visual, timeout), a summary, and a JUnit file for CI. The runner's per-file noise
// (console output, story lists, debug links to a port that is gone) is left out; STORIES_VERBOSE=1
// brings Jest's default reporter back.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_DIR = join(process.cwd(), 'tests', 'visual', 'report');
// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*m/g;

/** Which check failed, from the first words of the failure (test-runner.ts and visual.ts prefix theirs). */
export function checkOf(message) {
  const text = message.replace(ANSI, '');
  if (/(^|\n)\s*(Error: )?visual: /.test(text)) return 'visual';
  if (/(^|\n)\s*(Error: )?a11y: /.test(text)) return 'a11y';
  if (/(^|\n)\s*(Error: )?state: /.test(text)) return 'state';
  if (/Exceeded timeout|Timeout \d+ms exceeded/.test(text)) return 'timeout';
  return 'play';
}

/** The failure's own words: no colour, debug links, stack frames or browser log dumps. */
export function shortMessage(message, lines = 6) {
  const text = message
    .replace(ANSI, '')
    .split('\n--------------------------------------------------')[0];
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        line.trim() &&
        !/^\s*at /.test(line) &&
        !/^\s*(Click to debug|An error occurred in the following story|Message:)/.test(line) &&
        !/^\s*https?:\/\/\S+$/.test(line),
    )
    .map((line) =>
      line
        .replace(/^\s*(Error|StorybookTestRunnerError): /, '')
        .replace(/^(visual|a11y|state): /, ''),
    )
    .slice(0, lines);
}

const xml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

export default class StoryReporter {
  constructor() {
    this.cases = [];
  }

  onTestResult(_test, result) {
    for (const assertion of result.testResults) {
      const [title = '?', name = assertion.title] = assertion.ancestorTitles;
      const entry = {
        title,
        name,
        status: assertion.status,
        seconds: (assertion.duration ?? 0) / 1000,
      };
      if (assertion.status === 'failed') {
        // failureDetails keep the whole message (a play failure's words come after the runner's
        // "Message:" line); failureMessages are stacks whose first line may be all of it.
        const details = (assertion.failureDetails ?? [])
          .map((detail) => (detail && typeof detail.message === 'string' ? detail.message : ''))
          .filter(Boolean);
        const message = [...details, ...assertion.failureMessages].join('\n');
        entry.check = checkOf(message);
        entry.lines = shortMessage(message);
        const [first = '', ...rest] = entry.lines;
        console.log(`✗ ${title} / ${name} — ${entry.check}: ${first}`);
        for (const line of rest) console.log(`    ${line}`);
      }
      this.cases.push(entry);
    }
    const done = this.cases.length;
    if (Math.floor(done / 50) > Math.floor((done - result.testResults.length) / 50))
      console.log(`… ${done} stories done`);
    // A file that failed before any story ran (syntax error, Storybook unreachable).
    if (result.testExecError) {
      const lines = shortMessage(result.testExecError.message ?? String(result.testExecError));
      console.log(`✗ ${result.testFilePath} — could not run: ${lines.join(' ')}`);
      this.cases.push({
        title: result.testFilePath,
        name: '(file)',
        status: 'failed',
        check: 'run',
        lines,
        seconds: 0,
      });
    }
  }

  onRunComplete(_contexts, results) {
    const failed = this.cases.filter((c) => c.status === 'failed');
    const byCheck = {};
    for (const c of failed) byCheck[c.check] = (byCheck[c.check] ?? 0) + 1;
    const checks = Object.entries(byCheck)
      .map(([check, count]) => `${check} ${count}`)
      .join(', ');
    const passed = this.cases.filter((c) => c.status === 'passed').length;
    const skipped = this.cases.length - passed - failed.length;
    const seconds = Math.round((Date.now() - results.startTime) / 1000);
    console.log(
      `\nStories: ${this.cases.length} run, ${passed} passed, ${failed.length} failed${checks ? ` (${checks})` : ''}${skipped ? `, ${skipped} skipped` : ''} in ${seconds} s.`,
    );
    this.writeJunit(seconds);
    console.log('JUnit: tests/visual/report/junit.xml');
  }

  writeJunit(seconds) {
    const suites = new Map();
    for (const c of this.cases) suites.set(c.title, [...(suites.get(c.title) ?? []), c]);
    const body = [...suites]
      .map(([title, cases]) => {
        const failures = cases.filter((c) => c.status === 'failed').length;
        const skipped = cases.filter((c) => c.status !== 'passed' && c.status !== 'failed').length;
        const testcases = cases
          .map((c) => {
            const inner =
              c.status === 'failed'
                ? `<failure type="${xml(c.check)}" message="${xml(`${c.check}: ${c.lines[0] ?? ''}`)}">${xml(c.lines.join('\n'))}</failure>`
                : c.status === 'passed'
                  ? ''
                  : '<skipped/>';
            return `    <testcase classname="${xml(title)}" name="${xml(c.status === 'failed' ? `${c.name} (${c.check})` : c.name)}" time="${c.seconds.toFixed(3)}">${inner}</testcase>`;
          })
          .join('\n');
        return `  <testsuite name="${xml(title)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">\n${testcases}\n  </testsuite>`;
      })
      .join('\n');
    const failures = this.cases.filter((c) => c.status === 'failed').length;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(
      join(REPORT_DIR, 'junit.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="stories" tests="${this.cases.length}" failures="${failures}" time="${seconds}">\n${body}\n</testsuites>\n`,
    );
  }
}
