/**
 * Reading other apps' archives (issue 31, items 1 and 4): each format from its fixture, told from
 * the content; ingredient lines parsed and matched to the catalogue as an import stores them; and
 * every bad archive refused whole with its detail word for word.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_IMAGE_NOT_IMAGE } from '#contract/archive-import.ts';
import { matchName } from '#kitchen/matcher.ts';
import { toNewRecipe } from '#server/src/features/recipes/import-prepare.ts';
import {
  minutesFrom,
  readArchive,
  servingsFrom,
} from '#server/src/features/recipes/archive/read-archive.ts';
import { ArchiveBudget, ArchiveError } from '#server/src/features/recipes/archive/zip.ts';
import {
  ARCHIVE_FIXTURES,
  FIXTURE_RECIPES,
  paprikaArchive,
  TINY_JPEG,
} from '#server/test/helpers/archive-fixtures.ts';
import { writeZip } from '#server/test/helpers/zip-write.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/archives/${name}`, import.meta.url));

const FORMATS: [string, string][] = [
  ['paprika.paprikarecipes', 'paprika'],
  ['mealie-backup.zip', 'mealie'],
  ['tandoor-export.zip', 'tandoor'],
  ['nextcloud-cookbook.zip', 'nextcloud'],
  ['schema-org.zip', 'schema.org'],
  ['schema-org.json', 'schema.org'],
];

/** The detail an archive is refused with, or 'read' when it is not refused. */
function refusal(bytes: Uint8Array, budget?: ArchiveBudget): string {
  try {
    readArchive(bytes, budget);
    return 'read';
  } catch (error) {
    if (error instanceof ArchiveError) return error.message;
    throw error;
  }
}

describe('archive formats', () => {
  it('the fixtures in the repository are what scripts/gen-archive-fixtures.ts writes', () => {
    for (const [name, build] of Object.entries(ARCHIVE_FIXTURES))
      expect(Buffer.compare(fixture(name), build()), name).toBe(0);
  });

  it.each(FORMATS)(
    '%s is read as %s with every recipe, line, step, category and picture',
    (name, format) => {
      const contents = readArchive(fixture(name));
      expect(contents.format).toBe(format);
      expect(contents.recipes.map((r) => r.title)).toEqual([
        'Tomato soup',
        'Pancakes',
        'Garlic bread',
      ]);
      contents.recipes.forEach((recipe, i) => {
        const source = FIXTURE_RECIPES[i]!;
        expect(recipe.ingredients).toEqual(source.ingredients);
        expect(recipe.steps).toEqual(source.steps);
        expect(recipe.servings).toBe(source.servings);
        expect(recipe.totalMinutes).toBe(30);
        expect(recipe.sourceUrl).toBe(`https://example.com/${i}`);
        expect(recipe.categories).toEqual(source.categories);
        expect(recipe.imageProblem).toBeNull();
        // JSON carries no pictures; every archive carries the soup's.
        const withImage = source.image && name !== 'schema-org.json' && name !== 'schema-org.zip';
        expect(recipe.image === null ? null : Buffer.from(recipe.image)).toEqual(
          withImage ? TINY_JPEG : null,
        );
      });
    },
  );

  it('the format comes from the content: a Paprika archive named .zip is still Paprika', () => {
    const renamed = paprikaArchive();
    expect(readArchive(renamed).format).toBe('paprika');
  });

  it('ingredient lines are parsed into amounts, units and catalogue matches, with allergens', () => {
    const [soup, pancakes] = readArchive(fixture('paprika.paprikarecipes')).recipes;
    const prepared = toNewRecipe({ ...pancakes!, imageUrl: null });
    expect(prepared.recipe.ingredients.slice(0, 2)).toMatchObject([
      { quantity: 2, unit: 'cup', name: 'flour' },
      { quantity: 2, name: 'eggs' },
    ]);
    expect(prepared.recipe.ingredients.map((i) => matchName(i.name)?.name)).toEqual([
      'flour',
      'egg',
      'milk',
      'butter',
    ]);
    expect(prepared.recipe.allergens).toEqual(['gluten', 'egg', 'milk']);
    expect(prepared.recipe.nutrition).not.toBeNull();
    const soupPrepared = toNewRecipe({ ...soup!, imageUrl: null });
    expect(soupPrepared.recipe.ingredients[0]).toMatchObject({
      quantity: 1,
      name: expect.stringContaining('tomatoes'),
    });
    expect(soupPrepared.recipe.ingredients[3]).toMatchObject({
      name: expect.stringContaining('salt'),
    });
  });

  it('the picture kept is a real image sharp decodes', async () => {
    const soup = readArchive(fixture('tandoor-export.zip')).recipes[0]!;
    expect((await sharp(soup.image!).metadata()).format).toBe('jpeg');
  });

  it('servings and times are read from the forms exports write', () => {
    expect(servingsFrom('Serves 6-8')).toBe(6);
    expect(servingsFrom('a few')).toBeNull();
    expect(minutesFrom('1 hr 10 mins')).toBe(70);
    expect(minutesFrom('1 hour 30 minutes')).toBe(90);
    expect(minutesFrom('PT45M')).toBe(45);
    expect(minutesFrom(25)).toBe(25);
    expect(minutesFrom('soon')).toBeNull();
  });
});

describe('bad archives are refused whole with a clear detail', () => {
  const recipeJson = JSON.stringify({
    '@type': 'Recipe',
    name: 'Soup',
    recipeIngredient: ['1 onion'],
  });

  it('a zip bomb: an entry past the ratio cap, whatever its headers claim', () => {
    const bomb = writeZip([
      { name: 'a.json', data: Buffer.alloc(5 * 1024 * 1024), claimedSize: 10 },
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(refusal(bomb)).toBe(
      'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
    );
  });

  it('a zip bomb nested in a zip is stopped by the same caps', () => {
    const inner = writeZip([{ name: 'recipe.json', data: Buffer.alloc(5 * 1024 * 1024) }]);
    const outer = writeZip([{ name: '1.zip', data: inner, store: true }]);
    expect(refusal(outer)).toBe(
      'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
    );
  });

  it('a gzipped Paprika entry past the ratio cap', () => {
    const bomb = writeZip([
      { name: 'x.paprikarecipe', data: gzipSync(Buffer.alloc(5 * 1024 * 1024)), store: true },
    ]);
    expect(refusal(bomb)).toBe(
      'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
    );
  });

  it('many honest entries past the total unpacked size', () => {
    // Random-ish text compresses about 2:1, well within the ratio; the total cap is what stops it.
    const chunk = Buffer.from(
      Array.from({ length: 300_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join(
        '',
      ),
    );
    const zip = writeZip(Array.from({ length: 4 }, (_, i) => ({ name: `${i}.txt`, data: chunk })));
    expect(refusal(zip, new ArchiveBudget(5000, 1_000_000))).toBe(
      'This archive unpacks to more than 500 MB. Export it in smaller parts.',
    );
  });

  it.each(['../evil.json', '/etc/passwd', 'C:\\evil.json', 'recipes/../../evil.json'])(
    'an entry named %s',
    (name) => {
      expect(refusal(writeZip([{ name, data: recipeJson }]))).toBe(
        'This archive was not opened: a file name in it points outside the archive.',
      );
    },
  );

  it('a zip of something else', () => {
    expect(
      refusal(
        writeZip([
          { name: 'notes.txt', data: 'hello' },
          { name: 'photo.jpg', data: TINY_JPEG },
        ]),
      ),
    ).toBe(
      'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
    );
  });

  it('a PDF renamed .zip', () => {
    expect(refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF'))).toBe(
      'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
    );
  });

  it.each([0.3, 0.6, 0.95])('a truncated archive (cut at %s of its length)', (at) => {
    const whole = paprikaArchive();
    expect(refusal(whole.subarray(0, Math.floor(whole.length * at)))).toBe(
      'This archive is incomplete: the file ends early or is damaged. Export it again and upload the whole file.',
    );
  });

  it('a damaged entry (bytes changed inside) fails its checksum', () => {
    const zip = writeZip([{ name: 'r.json', data: recipeJson, store: true }]);
    const damaged = Buffer.from(zip);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(refusal(damaged)).toBe(
      'This archive is incomplete: the file ends early or is damaged. Export it again and upload the whole file.',
    );
  });

  it('an archive of 20,001 entries, refused before any is unpacked', () => {
    const zip = writeZip(
      Array.from({ length: 20_001 }, (_, i) => ({ name: `${i}.json`, data: '', store: true })),
    );
    expect(refusal(zip)).toBe(
      'This archive holds more than 20,000 files. Export it in smaller parts.',
    );
  });

  it('an archive that names no recipe', () => {
    expect(refusal(writeZip([{ name: 'database.json', data: '{"recipes":[]}' }]))).toBe(
      'This archive holds no recipes.',
    );
    expect(refusal(Buffer.from('[{"@type":"Recipe"}]'))).toBe(
      'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
    );
  });

  it('an unusual compression method', () => {
    const zip = writeZip([{ name: 'r.json', data: recipeJson, store: true }]);
    zip.writeUInt16LE(12, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(refusal(zip)).toBe(
      'This archive uses a zip feature Sous does not read (ZIP64 or an unusual compression). Export it again as a plain zip.',
    );
  });

  it('a picture that is not an image: the recipe is kept without it, and says why', () => {
    const zip = writeZip([
      { name: 'Soup/recipe.json', data: recipeJson },
      {
        name: 'Soup/full.jpg',
        data: deflateRawSync(Buffer.from('<html>not a picture</html>')),
        store: true,
      },
    ]);
    const [soup] = readArchive(zip).recipes;
    expect(soup).toMatchObject({
      title: 'Soup',
      image: null,
      imageProblem: ARCHIVE_IMAGE_NOT_IMAGE,
    });
    expect(ARCHIVE_IMAGE_NOT_IMAGE).toBe(
      'The picture is not a JPEG, PNG, WebP or GIF image; the recipe was imported without it.',
    );
  });
});
