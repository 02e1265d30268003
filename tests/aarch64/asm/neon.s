// NEON three-same integer: 0|Q|U|01110|size|1|Rm|opcode|1|Rn|Rd.
add v0.8b, v1.8b, v2.8b
add v0.16b, v1.16b, v2.16b
add v0.4h, v1.4h, v2.4h
add v0.8h, v1.8h, v2.8h
add v0.2s, v1.2s, v2.2s
add v0.4s, v1.4s, v2.4s
add v0.2d, v1.2d, v2.2d
add v31.16b, v30.16b, v29.16b
add v3.2d, v4.2d, v5.2d
sub v0.8b, v1.8b, v2.8b
sub v0.16b, v1.16b, v2.16b
sub v0.4h, v1.4h, v2.4h
sub v0.8h, v1.8h, v2.8h
sub v0.2s, v1.2s, v2.2s
sub v0.4s, v1.4s, v2.4s
sub v0.2d, v1.2d, v2.2d
sub v28.4s, v27.4s, v26.4s
mul v0.8b, v1.8b, v2.8b
mul v0.16b, v1.16b, v2.16b
mul v0.4h, v1.4h, v2.4h
mul v0.8h, v1.8h, v2.8h
mul v0.2s, v1.2s, v2.2s
mul v0.4s, v1.4s, v2.4s
mul v25.8h, v24.8h, v23.8h
and v0.8b, v1.8b, v2.8b
and v0.16b, v1.16b, v2.16b
and v22.16b, v21.16b, v20.16b
orr v0.8b, v1.8b, v2.8b
orr v0.16b, v1.16b, v2.16b
orr v19.8b, v18.8b, v17.8b
eor v0.8b, v1.8b, v2.8b
eor v0.16b, v1.16b, v2.16b
eor v16.16b, v15.16b, v14.16b
bic v0.8b, v1.8b, v2.8b
bic v0.16b, v1.16b, v2.16b
orn v0.8b, v1.8b, v2.8b
orn v0.16b, v1.16b, v2.16b
bsl v0.16b, v1.16b, v2.16b
bit v0.8b, v1.8b, v2.8b
bif v0.16b, v1.16b, v2.16b
// Vector register move: orr Vd, Vn, Vn prints as mov.
mov v0.16b, v1.16b
mov v0.8b, v1.8b
mov v31.16b, v0.16b
// Modified immediate: bic/orr with shifted 8-bit immediate (h: lsl #0/8, s: lsl #0/8/16/24).
bic v0.4h, #1
bic v0.4h, #255, lsl #8
bic v0.8h, #16
bic v0.2s, #1
bic v0.2s, #255, lsl #24
bic v0.4s, #1, lsl #8
bic v0.4s, #128, lsl #16
orr v0.4h, #1
orr v0.8h, #255, lsl #8
orr v0.2s, #7, lsl #16
orr v0.4s, #255
orr v0.4s, #1, lsl #24
movi v0.8b, #0
movi v0.16b, #255
movi v0.4h, #1
movi v0.8h, #1, lsl #8
movi v0.2s, #255, lsl #24
movi v0.4s, #16, msl #8
movi v0.2d, #0xff00ff00ff00ff00
movi d0, #0xffffffffffffffff
mvni v0.4h, #1
mvni v0.4s, #2, msl #16
// Other integer ops across arrangements.
neg v0.8b, v1.8b
neg v0.2d, v1.2d
abs v0.4s, v1.4s
mvn v0.16b, v1.16b
mvn v0.8b, v1.8b
cnt v0.8b, v1.8b
addp v0.4s, v1.4s, v2.4s
addv s0, v1.4s
addv b0, v1.16b
addv h0, v1.8h
cmeq v0.4s, v1.4s, v2.4s
cmeq v0.2d, v1.2d, #0
cmgt v0.8h, v1.8h, v2.8h
cmhi v0.16b, v1.16b, v2.16b
smax v0.4s, v1.4s, v2.4s
umin v0.8b, v1.8b, v2.8b
mla v0.4s, v1.4s, v2.4s
mls v0.8h, v1.8h, v2.8h
mul v0.4s, v1.4s, v2.s[3]
mul v0.8h, v1.8h, v2.h[7]
shl v0.4s, v1.4s, #31
shl v0.2d, v1.2d, #63
ushr v0.16b, v1.16b, #8
sshr v0.8h, v1.8h, #1
add d0, d1, d2
sub d30, d31, d0
// Scalar-vector element moves.
dup v0.4s, w1
dup v0.2d, x1
dup v0.16b, w2
dup v0.8h, v1.h[7]
dup v0.2d, v1.d[1]
mov v0.s[1], w1
mov v0.d[0], x1
mov v0.b[15], w2
mov v0.h[3], v1.h[5]
mov w0, v1.s[3]
mov x0, v1.d[1]
umov w0, v1.b[15]
umov w0, v1.h[7]
smov x0, v1.b[0]
smov w0, v1.h[2]
smov x0, v1.s[1]
mov s0, v1.s[3]
mov d0, v1.d[1]
mov b0, v1.b[15]
mov h0, v1.h[7]
ext v0.16b, v1.16b, v2.16b, #15
ext v0.8b, v1.8b, v2.8b, #7
// Widening/narrowing.
ushll v0.8h, v1.8b, #0
sshll2 v0.2d, v1.4s, #0
xtn v0.8b, v1.8h
xtn2 v0.16b, v1.8h
uaddl v0.4s, v1.4h, v2.4h
smull2 v0.2d, v1.4s, v2.4s
// FP vector.
fadd v0.4s, v1.4s, v2.4s
fadd v0.2d, v1.2d, v2.2d
fadd v0.2s, v1.2s, v2.2s
fmul v0.2d, v1.2d, v2.2d
fmla v0.4s, v1.4s, v2.s[0]
fmov v0.4s, #1.00000000
fmov v0.2d, #-0.50000000
scvtf v0.4s, v1.4s
fcvtzs v0.2d, v1.2d
// Structure loads/stores.
ld1 { v0.16b }, [x0]
ld1 { v0.4s, v1.4s }, [x1], #32
ld1 { v0.2d, v1.2d, v2.2d, v3.2d }, [sp]
ld1 { v0.8b }, [x0], x2
st1 { v31.8h }, [x2]
st1 { v30.4s, v31.4s, v0.4s }, [x3]
ld2 { v0.8h, v1.8h }, [x4]
st2 { v0.4s, v1.4s }, [x5], #32
ld3 { v0.16b, v1.16b, v2.16b }, [x6]
ld4 { v0.2s, v1.2s, v2.2s, v3.2s }, [x7], #32
ld1 { v0.s }[1], [x8]
st1 { v0.d }[1], [x9]
ld1r { v0.4s }, [x10]
