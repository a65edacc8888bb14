// Writes the step animations of the contract's Animation enum to public/lottie-animations/.
// Each is an original, small Lottie (bodymovin 5) file: flat shape layers in the brand palette with
// simple keyframed transforms, 60 frames at 30 fps, first frame = last frame so it loops cleanly.
// Run: node scripts/make-lottie.mjs  (the output is committed; rerun after changing this file).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', 'public', 'lottie-animations');
const SIZE = 200;
const FRAMES = 60;

const hex = (value) => {
  const n = parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1].map(
    (c) => Math.round(c * 1000) / 1000,
  );
};

const C = {
  brand: hex('#f97316'),
  brandDark: hex('#c2410c'),
  brandDeep: hex('#9a3412'),
  cream: hex('#fed7aa'),
  light: hex('#ffedd5'),
  ink: hex('#44403c'),
  steel: hex('#a8a29e'),
  silver: hex('#e7e5e4'),
  herb: hex('#16a34a'),
  tomato: hex('#dc2626'),
  water: hex('#7dd3fc'),
  yolk: hex('#facc15'),
  white: hex('#ffffff'),
  wood: hex('#d6a36b'),
};

const still = (k) => ({ a: 0, k });
const EASE = { o: { x: [0.42], y: [0] }, i: { x: [0.58], y: [1] } };
/** Keyframes from [[frame, value], ...]; values are arrays (or numbers for one dimension). */
const anim = (frames) => ({
  a: 1,
  k: frames.map(([t, s], index) =>
    index === frames.length - 1
      ? { t, s: Array.isArray(s) ? s : [s] }
      : { t, s: Array.isArray(s) ? s : [s], ...EASE },
  ),
});

const fill = (color, opacity = 100) => ({ ty: 'fl', c: still(color), o: still(opacity), r: 1 });
const stroke = (color, width, opacity = 100) => ({
  ty: 'st',
  c: still(color),
  o: still(opacity),
  w: still(width),
  lc: 2,
  lj: 2,
});
const rect = (w, h, r = 0, p = [0, 0]) => ({
  ty: 'rc',
  d: 1,
  s: still([w, h]),
  p: still(p),
  r: still(r),
});
const ellipse = (w, h, p = [0, 0]) => ({ ty: 'el', d: 1, s: still([w, h]), p: still(p) });
/** A path through points; `tangents` = [[in, out], ...] relative handles, straight lines by default. */
const path = (points, closed = false, tangents) => ({
  ty: 'sh',
  ks: still({
    c: closed,
    v: points,
    i: points.map((_, i) => tangents?.[i]?.[0] ?? [0, 0]),
    o: points.map((_, i) => tangents?.[i]?.[1] ?? [0, 0]),
  }),
});
const groupTransform = () => ({
  ty: 'tr',
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
  sk: still(0),
  sa: still(0),
});
const group = (...items) => ({ ty: 'gr', it: [...items, groupTransform()] });

/** A shape layer; `ks` overrides position [x,y], rotation, scale, opacity or anchor. */
function layer(name, shapes, ks = {}) {
  const value = (v, fallback) => (v === undefined ? still(fallback) : v.a === 1 ? v : still(v));
  return {
    ddd: 0,
    ty: 4,
    nm: name,
    sr: 1,
    ks: {
      o: value(ks.o, 100),
      r: value(ks.r, 0),
      p: value(ks.p, [SIZE / 2, SIZE / 2, 0]),
      a: value(ks.a, [0, 0, 0]),
      s: value(ks.s, [100, 100, 100]),
    },
    ao: 0,
    shapes,
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
  };
}

const at = (x, y) => [x, y, 0];
/** A bowl: a half-ellipse opening upwards, centred on its rim. */
const bowl = (w, h, color) =>
  group(
    path(
      [
        [-w / 2, 0],
        [w / 2, 0],
        [0, h],
      ],
      true,
      [
        [
          [0, h * 0.55],
          [0, 0],
        ],
        [
          [0, 0],
          [0, h * 0.55],
        ],
        [
          [w * 0.28, 0],
          [-w * 0.28, 0],
        ],
      ],
    ),
    fill(color),
  );
/** A pot body with two handles. */
const pot = (color) => [
  group(rect(118, 70, 14), fill(color)),
  group(rect(150, 12, 6, [0, -30]), fill(C.brandDeep)),
];
/** A small bubble rising through a pot, offset in time by `delay` frames. */
const bubble = (name, x, delay, size) =>
  layer(name, [group(ellipse(size, size), fill(C.white))], {
    p: anim([
      [0, at(x, 128)],
      [delay, at(x, 128)],
      [delay + 30, at(x, 78)],
      [FRAMES, at(x, 78)],
    ]),
    o: anim([
      [0, 0],
      [delay, 0],
      [delay + 6, 100],
      [delay + 28, 0],
      [FRAMES, 0],
    ]),
  });
/** A wavy steam line that fades in and drifts up. */
const steam = (name, x, delay) =>
  layer(
    name,
    [
      group(
        path(
          [
            [0, 0],
            [0, -34],
          ],
          false,
          [
            [
              [0, 0],
              [10, -10],
            ],
            [
              [-10, 14],
              [0, 0],
            ],
          ],
        ),
        stroke(C.steel, 5),
      ),
    ],
    {
      p: anim([
        [0, at(x, 62)],
        [delay, at(x, 62)],
        [delay + 30, at(x, 46)],
        [FRAMES, at(x, 46)],
      ]),
      o: anim([
        [0, 0],
        [delay, 0],
        [delay + 10, 90],
        [delay + 30, 0],
        [FRAMES, 0],
      ]),
    },
  );

const board = (y = 150) =>
  layer(
    'board',
    [group(rect(160, 26, 8), fill(C.wood)), group(ellipse(8, 8, [66, 0]), fill(C.cream))],
    {
      p: at(100, y),
    },
  );

const animations = {
  chopping: [
    layer(
      'knife',
      [
        group(rect(16, 34, 4, [0, -52]), fill(C.ink)),
        group(
          path(
            [
              [-8, -36],
              [12, -36],
              [12, 22],
              [-8, 8],
            ],
            true,
          ),
          fill(C.silver),
          stroke(C.steel, 2),
        ),
      ],
      {
        a: at(0, 20),
        p: anim([
          [0, at(96, 100)],
          [15, at(96, 132)],
          [30, at(104, 100)],
          [45, at(104, 132)],
          [60, at(96, 100)],
        ]),
        r: anim([
          [0, -14],
          [15, 0],
          [30, -14],
          [45, 0],
          [60, -14],
        ]),
      },
    ),
    layer(
      'slices',
      [
        group(ellipse(16, 16, [-44, 0]), fill(C.herb)),
        group(ellipse(14, 14, [-26, 2]), fill(C.herb)),
        group(ellipse(24, 20, [40, 0]), fill(C.tomato)),
      ],
      { p: at(100, 128) },
    ),
    board(),
  ],

  mixing: [
    layer(
      'spoon',
      [group(rect(8, 70, 4, [0, -30]), fill(C.wood)), group(ellipse(20, 28, [0, 8]), fill(C.wood))],
      {
        p: anim([
          [0, at(76, 92)],
          [15, at(100, 100)],
          [30, at(124, 92)],
          [45, at(100, 86)],
          [60, at(76, 92)],
        ]),
        r: anim([
          [0, -20],
          [30, 20],
          [60, -20],
        ]),
      },
    ),
    layer('batter', [group(ellipse(120, 18), fill(C.cream))], {
      p: at(100, 112),
      s: anim([
        [0, [100, 100, 100]],
        [30, [94, 120, 100]],
        [60, [100, 100, 100]],
      ]),
    }),
    layer('bowl', [bowl(150, 62, C.brand)], { p: at(100, 110) }),
  ],

  boiling: [
    bubble('bubble-1', 78, 0, 14),
    bubble('bubble-2', 104, 14, 10),
    bubble('bubble-3', 124, 28, 12),
    layer('water', [group(rect(108, 12, 6), fill(C.water))], { p: at(100, 96) }),
    layer('pot', pot(C.brand), { p: at(100, 130) }),
    layer(
      'flame',
      [
        group(ellipse(22, 30), fill(C.brandDark)),
        group(ellipse(22, 30, [-30, 4]), fill(C.brand)),
        group(ellipse(22, 30, [30, 4]), fill(C.brand)),
      ],
      {
        p: at(100, 180),
        s: anim([
          [0, [100, 80, 100]],
          [15, [100, 110, 100]],
          [30, [100, 80, 100]],
          [45, [100, 110, 100]],
          [60, [100, 80, 100]],
        ]),
      },
    ),
  ],

  frying: [
    layer(
      'egg',
      [group(ellipse(56, 40), fill(C.white)), group(ellipse(20, 20, [4, -2]), fill(C.yolk))],
      {
        p: anim([
          [0, at(96, 118)],
          [20, at(96, 70)],
          [40, at(96, 118)],
          [60, at(96, 118)],
        ]),
        r: anim([
          [0, 0],
          [40, 360],
          [60, 360],
        ]),
      },
    ),
    layer(
      'sizzle',
      [
        group(
          path([
            [-40, 0],
            [-46, -14],
          ]),
          stroke(C.brand, 4),
        ),
        group(
          path([
            [40, 0],
            [46, -14],
          ]),
          stroke(C.brand, 4),
        ),
        group(
          path([
            [0, 4],
            [0, -10],
          ]),
          stroke(C.brand, 4),
        ),
      ],
      {
        p: at(96, 112),
        o: anim([
          [0, 100],
          [10, 20],
          [20, 100],
          [30, 20],
          [40, 100],
          [50, 20],
          [60, 100],
        ]),
      },
    ),
    layer(
      'pan',
      [group(ellipse(130, 34), fill(C.ink)), group(rect(54, 12, 6, [88, 0]), fill(C.brandDeep))],
      {
        p: at(90, 128),
        r: anim([
          [0, 0],
          [10, -4],
          [20, 0],
          [60, 0],
        ]),
      },
    ),
  ],

  baking: [
    layer('glow', [group(rect(92, 52, 8), fill(C.yolk))], {
      p: at(100, 112),
      o: anim([
        [0, 40],
        [30, 90],
        [60, 40],
      ]),
    }),
    layer(
      'oven',
      [
        group(rect(132, 108, 14), fill(C.brand)),
        group(rect(100, 60, 8, [0, 10]), fill(C.brandDeep)),
        group(ellipse(10, 10, [-40, -40]), fill(C.cream)),
        group(ellipse(10, 10, [-20, -40]), fill(C.cream)),
        group(rect(44, 6, 3, [30, -40]), fill(C.cream)),
      ],
      { p: at(100, 102) },
    ),
    steam('heat-1', 80, 0),
    steam('heat-2', 120, 20),
  ],

  grilling: [
    layer(
      'steak',
      [
        group(ellipse(86, 44), fill(C.brandDeep)),
        group(
          path([
            [-20, -12],
            [-4, 12],
          ]),
          stroke(C.ink, 4),
        ),
        group(
          path([
            [4, -12],
            [20, 12],
          ]),
          stroke(C.ink, 4),
        ),
      ],
      {
        p: anim([
          [0, at(100, 92)],
          [30, at(100, 88)],
          [60, at(100, 92)],
        ]),
      },
    ),
    layer(
      'grate',
      [
        group(
          path([
            [-66, 0],
            [66, 0],
          ]),
          stroke(C.ink, 6),
        ),
        group(
          path([
            [-66, 16],
            [66, 16],
          ]),
          stroke(C.ink, 6),
        ),
      ],
      { p: at(100, 112) },
    ),
    layer(
      'flames',
      [
        group(ellipse(26, 44, [-36, 0]), fill(C.brand)),
        group(ellipse(30, 54, [0, -4]), fill(C.brandDark)),
        group(ellipse(26, 44, [36, 0]), fill(C.brand)),
      ],
      {
        a: at(0, 20),
        p: at(100, 168),
        s: anim([
          [0, [100, 80, 100]],
          [12, [96, 110, 100]],
          [30, [104, 86, 100]],
          [45, [98, 112, 100]],
          [60, [100, 80, 100]],
        ]),
      },
    ),
  ],

  simmering: [
    steam('steam-1', 84, 0),
    steam('steam-2', 114, 24),
    layer(
      'lid',
      [group(rect(124, 12, 6), fill(C.brandDark)), group(rect(22, 12, 6, [0, -10]), fill(C.ink))],
      {
        p: anim([
          [0, at(100, 92)],
          [8, at(100, 86)],
          [16, at(100, 92)],
          [60, at(100, 92)],
        ]),
        r: anim([
          [0, 0],
          [8, -3],
          [16, 0],
          [60, 0],
        ]),
      },
    ),
    layer('pot', pot(C.brand), { p: at(100, 132) }),
  ],

  plating: [
    layer(
      'garnish',
      [
        group(ellipse(12, 12, [-10, 0]), fill(C.herb)),
        group(ellipse(12, 12, [10, -4]), fill(C.herb)),
      ],
      {
        p: anim([
          [0, at(100, 30)],
          [20, at(100, 30)],
          [36, at(100, 104)],
          [60, at(100, 104)],
        ]),
        o: anim([
          [0, 0],
          [20, 100],
          [60, 100],
        ]),
      },
    ),
    layer('food', [group(ellipse(70, 30), fill(C.brand))], {
      p: at(100, 118),
      s: anim([
        [0, [0, 0, 100]],
        [16, [110, 110, 100]],
        [24, [100, 100, 100]],
        [60, [100, 100, 100]],
      ]),
    }),
    layer(
      'plate',
      [group(ellipse(160, 52), fill(C.silver)), group(ellipse(116, 34), fill(C.white))],
      {
        p: at(100, 124),
      },
    ),
  ],

  whisking: [
    layer(
      'whisk',
      [
        group(rect(10, 46, 5, [0, -56]), fill(C.ink)),
        group(ellipse(30, 54, [0, -6]), stroke(C.steel, 4)),
        group(ellipse(14, 54, [0, -6]), stroke(C.steel, 4)),
      ],
      {
        a: at(0, 20),
        p: at(100, 96),
        r: anim([
          [0, -24],
          [8, 24],
          [15, -24],
          [23, 24],
          [30, -24],
          [38, 24],
          [45, -24],
          [53, 24],
          [60, -24],
        ]),
      },
    ),
    layer(
      'foam',
      [
        group(ellipse(110, 16), fill(C.light)),
        group(ellipse(18, 18, [-30, -6]), fill(C.white)),
        group(ellipse(14, 14, [26, -6]), fill(C.white)),
      ],
      {
        p: at(100, 116),
      },
    ),
    layer('bowl', [bowl(150, 62, C.brand)], { p: at(100, 114) }),
  ],

  seasoning: [
    ...[
      [-10, 0],
      [2, 10],
      [12, 20],
      [-4, 30],
      [8, 40],
    ].map(([dx, delay], index) =>
      layer(`grain-${index + 1}`, [group(ellipse(6, 6), fill(C.ink))], {
        p: anim([
          [0, at(112 + dx, 86)],
          [delay, at(112 + dx, 86)],
          [delay + 20, at(112 + dx, 150)],
          [FRAMES, at(112 + dx, 150)],
        ]),
        o: anim([
          [0, 0],
          [delay, 100],
          [delay + 20, 0],
          [FRAMES, 0],
        ]),
      }),
    ),
    layer(
      'shaker',
      [
        group(rect(44, 64, 10, [0, 0]), fill(C.silver)),
        group(rect(44, 18, 8, [0, -38]), fill(C.steel)),
        group(ellipse(5, 5, [-8, -46]), fill(C.ink)),
        group(ellipse(5, 5, [8, -46]), fill(C.ink)),
      ],
      {
        p: at(104, 60),
        r: anim([
          [0, 150],
          [10, 170],
          [20, 150],
          [30, 170],
          [40, 150],
          [50, 170],
          [60, 150],
        ]),
      },
    ),
    layer('dish', [group(ellipse(120, 30), fill(C.brand))], { p: at(100, 160) }),
  ],

  resting: [
    layer('minute-hand', [group(rect(6, 44, 3, [0, -20]), fill(C.brandDeep))], {
      p: at(100, 104),
      r: anim([
        [0, 0],
        [60, 360],
      ]),
    }),
    layer('hour-hand', [group(rect(6, 28, 3, [0, -12]), fill(C.ink))], {
      p: at(100, 104),
      r: anim([
        [0, 90],
        [60, 120],
      ]),
    }),
    layer(
      'face',
      [
        group(ellipse(112, 112), fill(C.white), stroke(C.brand, 8)),
        group(ellipse(10, 10), fill(C.ink)),
        group(rect(20, 12, 4, [0, -64]), fill(C.brand)),
      ],
      {
        p: at(100, 104),
        s: anim([
          [0, [100, 100, 100]],
          [30, [104, 104, 100]],
          [60, [100, 100, 100]],
        ]),
      },
    ),
  ],

  prepping: [
    ...[
      ['carrot', C.brand, -48, 0],
      ['leaf', C.herb, 0, 10],
      ['tomato', C.tomato, 48, 20],
    ].map(([name, color, dx, delay]) =>
      layer(name, [group(ellipse(34, 34), fill(color))], {
        p: at(100 + dx, 124),
        s: anim([
          [0, [0, 0, 100]],
          [delay, [0, 0, 100]],
          [delay + 12, [115, 115, 100]],
          [delay + 18, [100, 100, 100]],
          [50, [100, 100, 100]],
          [FRAMES, [0, 0, 100]],
        ]),
      }),
    ),
    board(150),
  ],
};

mkdirSync(OUT, { recursive: true });
for (const [name, layers] of Object.entries(animations)) {
  const data = {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op: FRAMES,
    w: SIZE,
    h: SIZE,
    nm: name,
    ddd: 0,
    assets: [],
    layers: layers.map((entry, index) => ({ ...entry, ind: index + 1 })),
    markers: [],
  };
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(data)}\n`);
}
console.log(`Wrote ${Object.keys(animations).length} animations to ${OUT}`);
