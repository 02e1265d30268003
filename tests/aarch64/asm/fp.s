// Scalar FP data-processing (2 source): M|0|S|11110|ftype|1|Rm|opcode|10|Rn|Rd; ftype 00 = s, 01 = d.
fadd s0, s1, s2
fadd s29, s30, s31
fadd d0, d1, d2
fadd d29, d30, d31
fsub s0, s1, s2
fsub d3, d4, d5
fmul s0, s1, s2
fmul d6, d7, d8
fdiv s0, s1, s2
fdiv d9, d10, d11
fnmul s0, s1, s2
fnmul d0, d1, d2
fmax s0, s1, s2
fmin d0, d1, d2
fmaxnm s0, s1, s2
fminnm d0, d1, d2
// 3 source: fmadd/fmsub/fnmadd/fnmsub.
fmadd s0, s1, s2, s3
fmadd d0, d1, d2, d3
fmadd s28, s29, s30, s31
fmsub s0, s1, s2, s3
fmsub d4, d5, d6, d7
fnmadd s0, s1, s2, s3
fnmadd d8, d9, d10, d11
fnmsub s0, s1, s2, s3
fnmsub d12, d13, d14, d15
// 1 source.
fmov s0, s1
fmov d0, d1
fmov s31, s30
fabs s0, s1
fabs d0, d1
fneg s0, s1
fneg d0, d1
fsqrt s0, s1
fsqrt d0, d1
frintn s0, s1
frintz d0, d1
frinta s0, s1
frintm d0, d1
frintp s0, s1
frintx d0, d1
frinti s0, s1
// fmov immediate: 8-bit imm8 = +/- (16..31)/16 * 2^(-3..4); printed with 8 decimals.
fmov s0, #1.00000000
fmov s0, #-1.00000000
fmov s0, #2.00000000
fmov s0, #0.50000000
fmov s0, #0.12500000
fmov s0, #0.13281250
fmov s0, #31.00000000
fmov s0, #-31.00000000
fmov s0, #1.93750000
fmov d0, #1.00000000
fmov d0, #-2.50000000
fmov d0, #16.00000000
fmov d0, #0.18750000
fmov d31, #-0.12500000
fmov d15, #3.00000000
// fmov between general and FP registers.
fmov w0, s1
fmov s1, w0
fmov x0, d1
fmov d1, x0
fmov wzr, s31
fmov s2, wzr
fmov xzr, d3
fmov d4, xzr
fmov x5, v6.d[1]
fmov v7.d[1], x8
// Precision conversion: fcvt between h, s and d.
fcvt d0, s1
fcvt s0, d1
fcvt h0, s1
fcvt h0, d1
fcvt s0, h1
fcvt d0, h1
fcvt d31, s30
// Integer <-> FP conversion.
scvtf s0, w1
scvtf s0, x1
scvtf d0, w1
scvtf d0, x1
ucvtf s0, w1
ucvtf s0, x1
ucvtf d0, w1
ucvtf d0, x1
scvtf d30, xzr
fcvtzs w0, s1
fcvtzs x0, s1
fcvtzs w0, d1
fcvtzs x0, d1
fcvtzu w0, s1
fcvtzu x0, s1
fcvtzu w0, d1
fcvtzu x0, d1
fcvtns w0, s1
fcvtas x0, d1
fcvtms w0, d1
fcvtps x0, s1
fcvtnu w0, s1
fcvtau x0, d1
fcvtmu w0, s1
fcvtpu x0, d1
// Fixed-point conversion with #fbits (1..32 for w, 1..64 for x).
scvtf s0, w1, #1
scvtf s0, w1, #32
scvtf d0, x1, #64
ucvtf d0, w1, #16
fcvtzs w0, s1, #1
fcvtzs x0, d1, #64
fcvtzu w0, d1, #32
fcvtzu x0, s1, #3
// Compare: fcmp/fcmpe with register or #0.0.
fcmp s0, s1
fcmp s30, s31
fcmp d0, d1
fcmp s0, #0.0
fcmp d0, #0.0
fcmpe s0, s1
fcmpe d0, d1
fcmpe s2, #0.0
fcmpe d3, #0.0
fccmp s0, s1, #0, eq
fccmpe d0, d1, #15, ne
fcsel s0, s1, s2, eq
fcsel d0, d1, d2, lt
