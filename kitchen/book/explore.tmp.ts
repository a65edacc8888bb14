import { findItem } from '#server/src/ai/catalogue/index.ts';
import { readBook } from '#kitchen/book/load.ts';
const view = { group: (id: string) => findItem(id)?.group, germanName: (id: string) => findItem(id)?.deName };
const { dishes } = readBook(view);
let a = 0, b = 0, c = 0, d2 = 0, e = 0;
const ex: string[] = [];
for (const d of dishes) {
  const refs = new Map(d.ingredients.map((i) => [i.ref, i]));
  const reps = [...(d.variants ?? []).flatMap((v) => Object.entries(v.replace).map(([r, x]) => [`${d.id}/v:${v.id}`, r, x] as const)),
    ...(d.substitutions ?? []).filter((s) => s.use).map((s) => [`${d.id}/s`, s.ref, s.use!] as const)];
  for (const [w, r, x] of reps) {
    if (!x) { e++; continue; }
    const o = refs.get(r)!;
    if (x.amount === undefined && o.amount !== undefined) { a++; ex.push(`${w} ${r}: ${o.amount}${o.unit} -> ${JSON.stringify(x)}`); }
    if (x.amount !== undefined && x.unit !== o.unit) b++;
    if (x.name === undefined && o.name !== undefined) { c++; if (c < 15) ex.push(`NAME ${w} ${r}: ${JSON.stringify(o.name)} -> ${x.item}`); }
    if (x.prep === undefined && o.prep !== undefined) d2++;
  }
}
console.log({ noAmount: a, unitChange: b, nameDropped: c, prepDropped: d2, removed: e });
console.log(ex.join('\n'));
