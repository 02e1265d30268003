// mattr: +sme,+sme-i16i64,+sme-f64f64
// tile names with no such tile: llvm-mc reads them as symbols and balks at the slice
mova z0.b, p0/m, za1h.b[w12, 0]
mova z0.h, p0/m, za2h.h[w12, 0]
ld1h {za2h.h[w12, 0]}, p0/z, [x0]
mova za16h.q[w12, 0], p0/m, z0.q
mova z0.b, p0/m, za1v.b[w12, 0]
mova z0.s, p0/m, za4h.s
mova z0.s, p0/m, za4x.s[w12, 0]
mov z0.d, p0/m, za8v.d[w12, 0]
st1w {za4h.s[w12, 0]}, p0, [x0]
MOVA Z0.S, P0/M, ZA9V.S[W13, 1]
