// mattr: +sme2p1,+sme-i16i64,+sme-f64f64,+sme-f16f16,+sme-b16b16,+sme-f8f32,+sme-lutv2,+d128
// SME and SME2 spellings written by hand: tile slices with and without
// `#`, the `[Xn]` forms of slice loads and stores, ldr/str of ZA, every
// kind of zero list, psel with counters, and multi-vector groups as
// ranges and as lists.
mova z0.b, p0/m, za0h.b[w12, 0]
mova z0.b, p0/m, za0h.b[w12, #15]
MOVA Z31.H, P7/M, ZA1V.H[W15, 7]
mov z0.s, p0/m, za3v.s[w15, 3]
mova za0h.b[w12, 0], p0/m, z0.b
mov za1v.d[w13, 1], p7/m, z31.d
mova z5.q, p2/m, za15h.q[w14, 0]
mova za7v.q[w12, 0], p1/m, z9.q
ld1b {za0h.b[w12, 0]}, p0/z, [x0]
ld1b {za0v.b[w12, 15]}, p0/z, [x0, x1]
ld1h {za1h.h[w13, 7]}, p3/z, [x2, x3, lsl #1]
ld1w {za3v.s[w15, 3]}, p7/z, [sp, x30, lsl #2]
ld1d {za7h.d[w14, 1]}, p6/z, [x9]
ld1q {za15v.q[w15, 0]}, p7/z, [sp]
st1b {za0h.b[w12, 0]}, p0, [x0, xzr]
st1h {za0v.h[w12, 0]}, p0, [x0]
st1w {za2h.s[w13, 2]}, p5, [x10, x11, lsl #2]
st1d {za7h.d[w12, 1]}, p0, [x0, x1, lsl #3]
st1q {za8h.q[w12, 0]}, p0, [x0, x1, lsl #4]
ldr za[w12, 0], [x0]
ldr za[w13, 15], [sp, #15, mul vl]
ldr za[w12, #3], [x0, 3, mul vl]
str za[w15, 7], [x5, #7, mul vl]
str za[w14, 0], [x30]
zero {za}
zero {}
zero {za0.b}
zero {za0.h}
zero {za1.h}
zero {za0.h, za1.h}
zero {za0.s}
zero {za3.s}
zero {za0.s,za1.s}
zero {za1.s, za2.s, za3.s}
zero {za0.s, za2.s}
zero {za0.d}
zero {za0.d, za2.d}
zero {za0.d, za4.d}
zero {za1.d, za3.d, za5.d, za7.d}
zero {za0.d,za1.d,za2.d,za3.d,za4.d,za5.d,za6.d}
zero {ZA0.D}
psel pn8, pn9, p2.b[w12, 0]
psel p0, p1, p2.b[w13, 15]
psel p15, pn1, p2.h[w14, 7]
psel p0, p1, p15.s[w15, 3]
psel p0, p1, p2.d[w12, #1]
smax {z0.s-z1.s}, {z0.s-z1.s}, z15.s
smax {z0.s, z1.s}, {z0.s, z1.s}, {z30.s, z31.s}
umin {z28.b-z31.b}, {z28.b-z31.b}, {z0.b-z3.b}
umin {z28.b, z29.b, z30.b, z31.b}, {z28.b - z31.b}, {z0.b - z3.b}
add {z4.d-z7.d}, {z4.d-z7.d}, z3.d
add {z30.h, z31.h}, {z30.h, z31.h}, z0.h
fmaxnm {z0.h-z3.h}, {z0.h-z3.h}, {z4.h-z7.h}
srshl {z2.d, z3.d}, {z2.d, z3.d}, z15.d
sqdmulh {z24.s-z27.s}, {z24.s-z27.s}, {z28.s-z31.s}
sclamp {z0.h, z1.h}, z2.h, z31.h
uclamp {z4.b-z7.b}, z2.b, z31.b
fclamp {z0.d-z3.d}, z2.d, z31.d
fcvtzs {z0.s-z1.s}, {z2.s-z3.s}
ucvtf {z28.s-z31.s}, {z0.s-z3.s}
frintn {z30.s, z31.s}, {z0.s, z1.s}
sunpk {z0.h-z1.h}, z31.b
uunpk {z0.d-z3.d}, {z30.s-z31.s}
zip {z0.q-z1.q}, z31.q, z2.q
uzp {z4.b-z7.b}, {z8.b-z11.b}
zip {z0.s-z3.s}, {z28.s-z31.s}
fcvt z0.h, {z2.s-z3.s}
bfcvtn z31.h, {z30.s, z31.s}
sqcvt z0.b, {z0.s-z3.s}
uqcvtn z7.h, {z4.d-z7.d}
sqcvtu z0.h, {z30.s-z31.s}
add za.s[w8, 0], {z0.s, z1.s}
add za.s[w11, 7, vgx4], {z0.s-z3.s}
add za.s[w8, 0, vgx2], {z0.s, z1.s}, z2.s
sub za.d[w9, #5, vgx2], {z31.d, z0.d}, z15.d
add za.s[w8, 0, vgx2], {z0.s, z1.s}, {z2.s-z3.s}
fmla za.d[w11, 7], {z0.d-z3.d}, z15.d
fmla za.s[w8, 0, vgx2], {z0.s, z1.s}, z2.s[3]
fmla za.h[w9, 1, vgx4], {z0.h-z3.h}, z15.h[7]
fmls za.d[w10, 2, vgx4], {z28.d-z31.d}, {z24.d-z27.d}
fadd za.h[w8, 3, vgx2], {z30.h, z31.h}
bfmla za.h[w8, 0, vgx2], {z0.h, z1.h}, z2.h[0]
ld1b {z0.b, z8.b}, pn8/z, [x0, #-16, mul vl]
ld1b {z1.b, z9.b}, pn8/z, [x0, x1]
ld1b {z19.b, z23.b, z27.b, z31.b}, pn15/z, [sp, #-32, mul vl]
ld1w {z0.s-z1.s}, pn8/z, [x0, xzr, lsl #2]
ld1w {z0.s-z3.s}, pn8/z, [x0, #28, mul vl]
st1d {z0.d, z8.d}, pn8, [x0]
ST1W {Z3.S, Z7.S, Z11.S, Z15.S}, PN15, [SP]
ldnt1h {z16.h, z20.h, z24.h, z28.h}, pn9/z, [x0]
stnt1d {z30.d, z31.d}, pn10, [x5, x6, lsl #3]
sdot za.s[w8, 0, vgx2], {z0.b, z1.b}, z2.b[3]
sdot za.s[w8, 0], {z0.h, z1.h}, {z2.h-z3.h}
udot za.d[w11, 7, vgx4], {z4.h-z7.h}, z15.h[1]
usdot za.s[w9, 3, vgx4], {z31.b, z0.b, z1.b, z2.b}, z8.b
sudot za.s[w10, 1], {z2.b-z3.b}, z4.b[0]
bfdot za.s[w8, 5, vgx2], {z0.h, z1.h}, {z30.h, z31.h}
fdot za.s[w8, 0, vgx4], {z0.h-z3.h}, z1.h[2]
svdot za.s[w8, 0, vgx2], {z0.h, z1.h}, z1.h[3]
uvdot za.s[w8, 0, vgx4], {z0.b-z3.b}, z1.b[3]
svdot za.d[w8, 0, vgx4], {z0.h-z3.h}, z1.h[1]
mova {z0.b, z1.b}, za.b[w8, 0, vgx2]
mova {z0.s-z3.s}, za.s[w8, 7, vgx4]
mova za.h[w9, 2, vgx2], {z2.h-z3.h}
mov {z0.d, z1.d}, za.d[w8, 0]
movaz {z0.h, z1.h}, za.h[w8, 0, vgx2]
zero za.d[w8, 0, vgx2]
zero za.d[w8, 0:1]
zero za.d[w8, 0:3, vgx2]
zero za.d[w8, 0:1, vgx4]
zero za.d[w11, 12:15]
zero {zt0}
zero { ZT0 }
ldr zt0, [x0]
str zt0, [sp]
luti2 z0.b, zt0, z1[15]
luti4 {z0.h-z1.h}, zt0, z1[3]
luti4 {z0.s-z3.s}, zt0, z31[1]
luti2 {z4.h-z7.h}, zt0, z9[3]
movt x0, zt0[0]
movt zt0[56], x3
smlal za.s[w8, 0:1], z0.h, z1.h[7]
smlal za.s[w8, 14:15], z0.h, z15.h
smlal za.s[w8, 0:1, vgx4], {z0.h-z3.h}, {z4.h-z7.h}
umlsl za.s[w11, 6:7, vgx2], {z31.h, z0.h}, z15.h
fmlal za.s[w9, 2:3, vgx2], {z2.h, z3.h}, z4.h[7]
bfmlsl za.s[w10, 4:5], z31.h, z0.h[0]
smlall za.s[w8, 0:3], z0.b, z1.b[15]
smlall za.d[w8, 4:7, vgx2], {z0.h-z1.h}, z1.h
umlsll za.d[w9, 12:15], z0.h, z1.h
usmlall za.s[w11, 4:7, vgx4], {z4.b-z7.b}, {z8.b-z11.b}
sumlall za.s[w8, 0:3, vgx2], {z2.b, z3.b}, z4.b[9]
whilege pn8.b, x0, x1, vlx2
whilelo {p0.h, p1.h}, x0, x1
whilels {p14.d, p15.d}, xzr, x30
whilehi pn15.s, x9, x10, vlx4
ptrue pn8.s
pext p0.b, pn8[3]
pext {p15.d, p0.d}, pn9[1]
cntp x0, pn0.b, vlx4
cntp x30, pn15.d, vlx2
sel {z0.b, z1.b}, pn8, {z2.b, z3.b}, {z4.b, z5.b}
sel {z0.d-z3.d}, pn15, {z4.d-z7.d}, {z28.d-z31.d}
ld2q {z0.q, z1.q}, p0/z, [x0, x1, lsl #4]
ld3q {z0.q-z2.q}, p7/z, [sp, #-24, mul vl]
ld4q {z31.q, z0.q, z1.q, z2.q}, p7/z, [x3]
st2q {z0.q, z1.q}, p0, [x0, #14, mul vl]
st4q {z0.q-z3.q}, p1, [x0, x2, lsl #4]
mova {z0.b, z1.b}, za0h.b[w12, 0:1]
mova {z4.d-z7.d}, za7v.d[w15, 0:3]
mova za3h.s[w14, 0:3], {z0.s-z3.s}
mova za1v.h[w13, 6:7], {z30.h, z31.h}
mov {z4.h-z7.h}, za1h.h[w12, 4:7]
movaz {z0.b, z1.b}, za0h.b[w12, 14:15]
movaz {z8.s-z11.s}, za2v.s[w13, 0:3]
movaz z0.q, za15v.q[w12, 0]
movaz z3.s, za3v.s[w15, 3]
sqrshr z0.h, {z0.s-z1.s}, #1
uqrshr z31.h, {z30.s, z31.s}, #16
sqrshru z3.h, {z2.s, z3.s}, #7
sqrshr z0.b, {z0.s-z3.s}, #32
uqrshrn z0.b, {z4.s-z7.s}, #1
sqrshrun z0.h, {z0.d-z3.d}, #64
sqrshru z7.h, {z28.d-z31.d}, #33
sqrshrn z0.h, {z0.s, z1.s}, #16
sqrshrun z31.h, {z30.s-z31.s}, #1
uqrshrn z5.h, {z2.s-z3.s}, #9
pmov p0.b, z1
pmov p2.b, z3[0]
pmov z4[0], p5.b
PMOV P6.B, Z7[ 0 ]
pmov p1.h, z2[1]
pmov p1.s, z2[3]
pmov p1.d, z2[7]
pmov z1, p0.b
pmov z3[1], p2.h
pmov z3[7], p2.d
fvdotb za.s[w8, 0, vgx4], {z0.b-z1.b}, z0.b[0]
luti2 {z0.b, z8.b}, zt0, z0[0]
luti4 {z0.h, z4.h, z8.h, z12.h}, zt0, z0[0]
fvdott za.s[w11, 7, vgx4], {z30.b-z31.b}, z15.b[3]
luti2 {z23.h, z31.h}, zt0, z31[7]
luti2 {z19.b, z23.b, z27.b, z31.b}, zt0, z1[3]
luti4 {z16.b, z24.b}, zt0, z3[3]
luti4 {z0.b-z3.b}, zt0, {z0-z1}
luti4 {z28.b-z31.b}, zt0, {z30-z31}
luti4 {z0.b, z4.b, z8.b, z12.b}, zt0, {z0-z1}
luti4 {z19.b, z23.b, z27.b, z31.b}, zt0, {z2, z3}
movt zt0[3, mul vl], z0
movt zt0[0, mul vl], z31
movt zt0, z5
sysp #0, c2, c0, #0, x0, x1
sysp #0, c8, c7, #1, x0, x1
sysp #4, c8, c4, #1, x2, x3
sysp #0, c8, c1, #0, xzr, xzr
sysp #0, c8, c1, #0
tlbip vae1, x0, x1
tlbip ipas2e1is, x4, x5
sysp #0, c9, c7, #1, x0, x1
sysp #0, c2, c0, #0, x30, xzr
sysp #0, c2, c0, #0, x28, x29
tlbip vae1, xzr, xzr
sysp #0, c8, c7, #1, xzr, xzr
tlbip vmalle1is, x0, x1
tlbip vmalle1, x2, x3
tlbip vae1is, xzr, xzr
tlbip aside1, x0, x1
sysp #0, c8, c3, #0, xzr, xzr
sysp #0, c8, c7, #0, x0, x1
