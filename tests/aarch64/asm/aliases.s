// Base instructions written in their raw form; llvm-mc prints the preferred alias.
// mov (register) = orr Rd, zr, Rm (no shift); with sp it is add Rd, Rn, #0.
orr x0, xzr, x1
orr w0, wzr, w1
orr x5, xzr, x6, lsl #1
add x0, sp, #0
add sp, x1, #0
add wsp, w2, #0
add w3, wsp, #0
// mov (wide immediate) = movz/movn; mov (bitmask immediate) = orr Rd, zr, #imm.
movz x0, #1
movz x0, #1, lsl #16
movz x0, #65535, lsl #48
movz w0, #65535, lsl #16
movn x0, #0
movn x0, #1
movn x0, #65535, lsl #16
movn w0, #0
movn w0, #1, lsl #16
orr x0, xzr, #0x5555555555555555
orr w0, wzr, #0xff00ff
orr x0, xzr, #0xff
orr w0, wzr, #0xffff0000
orr sp, xzr, #0x3333333333333333
// neg/negs/cmp/cmn/tst/ngc/ngcs/mvn.
sub x0, xzr, x1
sub x0, xzr, x1, lsl #3
sub w0, wzr, w1, asr #2
subs x0, xzr, x1
subs w0, wzr, w1, lsr #7
subs xzr, x0, x1
subs xzr, x0, x1, lsl #2
subs wzr, w0, #1
subs xzr, sp, #4095
subs xzr, sp, x1
subs wzr, w0, w1, sxtb #1
adds xzr, x0, x1
adds wzr, w0, #4
adds xzr, x0, #1, lsl #12
ands xzr, x0, x1
ands xzr, x0, x1, ror #3
ands wzr, w0, #0xff
sbc x0, xzr, x1
sbc w0, wzr, w1
sbcs x0, xzr, x1
sbcs w0, wzr, w1
orn x0, xzr, x1
orn w0, wzr, w1, lsl #4
mvn x0, x1
mvn x0, x1, lsr #1
mvn w0, w1, ror #31
// Immediate forms with a negative value switch between add/sub and cmp/cmn.
add x0, x1, #-1
add x0, x1, #-4095
add x0, x1, #-4096
sub x0, x1, #-1
sub w0, w1, #-4095
adds x0, x1, #-8
subs w0, w1, #-16
cmp x0, #-1
cmp w0, #-4095
cmn x0, #-1
cmn w0, #-5
// An add/sub immediate that is a multiple of 4096 and above 4095 takes "lsl #12".
add x0, x1, #4096
add x0, x1, #16773120
sub sp, sp, #65536
cmp x0, #8192
// bic/bics/orn/eon with immediate: printed as and/ands/orr/eor of the inverted mask.
bic x0, x1, #0xff
bic w0, w1, #0x1
bics x0, x1, #0xfffffffffffffffe
bics w0, w1, #0x80000000
orn x0, x1, #0xf
orn w0, w1, #0xffff
eon x0, x1, #0x5555555555555555
eon w0, w1, #0x7fffffff
// Bitfield moves: ubfm/sbfm/bfm always print as an alias.
ubfm x0, x1, #1, #0
ubfm x0, x1, #63, #62
ubfm x0, x1, #4, #63
ubfm x0, x1, #0, #63
ubfm w0, w1, #31, #30
ubfm w0, w1, #0, #31
ubfm w0, w1, #5, #31
ubfm x0, x1, #0, #7
ubfm x0, x1, #0, #15
ubfm x0, x1, #0, #31
ubfm w0, w1, #0, #7
ubfm w0, w1, #0, #15
ubfm x0, x1, #60, #3
ubfm x0, x1, #4, #11
ubfm w0, w1, #28, #3
ubfm w0, w1, #4, #11
sbfm x0, x1, #0, #7
sbfm x0, x1, #0, #15
sbfm x0, x1, #0, #31
sbfm w0, w1, #0, #7
sbfm w0, w1, #0, #15
sbfm x0, x1, #5, #63
sbfm x0, x1, #0, #63
sbfm w0, w1, #3, #31
sbfm x0, x1, #1, #0
sbfm w0, w1, #31, #30
sbfm x0, x1, #2, #9
sbfm w0, w1, #28, #3
bfm x0, x1, #1, #0
bfm w0, w1, #17, #3
bfm x0, x1, #4, #11
bfm w0, w1, #0, #31
bfm x0, xzr, #60, #3
bfc x0, #4, #4
bfc w0, #0, #1
bfc x0, #63, #1
ubfx x0, x1, #1, #63
ubfx w0, w1, #1, #31
ubfx x0, x1, #0, #64
sbfx x0, x1, #1, #63
sbfx w0, w1, #1, #31
sbfx x0, x1, #0, #32
sbfx x0, x1, #0, #8
sbfx w0, w1, #0, #16
ubfx w0, w1, #0, #8
ubfx w0, w1, #0, #16
ubfx x0, x1, #0, #32
ubfiz x0, x1, #63, #1
ubfiz w0, w1, #31, #1
ubfiz x0, x1, #0, #8
ubfiz w0, w1, #0, #16
sbfiz x0, x1, #0, #8
sbfiz x0, x1, #0, #32
sbfiz w0, w1, #0, #8
bfi x0, x1, #0, #8
bfxil x0, xzr, #4, #8
lsl x0, x1, #0
lsl w0, w1, #0
uxtb x0, w1
uxth x0, w1
uxtw x0, w1
// ror (immediate) = extr Rd, Rs, Rs, #imm.
extr x0, x1, x1, #5
extr w0, w1, w1, #0
extr x0, x1, x1, #63
// Variable shifts.
lslv x0, x1, x2
lslv w0, w1, w2
lsrv x0, x1, x2
lsrv w0, w1, w2
asrv x0, x1, x2
asrv w0, w1, w2
rorv x0, x1, x2
rorv w0, w1, w2
// Multiply with Ra = zr.
madd x0, x1, x2, xzr
madd w0, w1, w2, wzr
msub x0, x1, x2, xzr
msub w0, w1, w2, wzr
smaddl x0, w1, w2, xzr
umaddl x0, w1, w2, xzr
smsubl x0, w1, w2, xzr
umsubl x0, w1, w2, xzr
// Conditional select aliases: the printed condition is the inverse of the encoded one.
csinc x0, xzr, xzr, ne
csinc w0, wzr, wzr, eq
csinc x0, xzr, xzr, lo
csinv x0, xzr, xzr, hs
csinv w0, wzr, wzr, gt
csinc x0, x1, x1, eq
csinc w0, w1, w1, le
csinv x0, x1, x1, vs
csinv w0, w1, w1, ls
csneg x0, x1, x1, mi
csneg w0, w1, w1, ge
csinc x0, xzr, xzr, al
csinc x0, xzr, xzr, nv
csinv x0, x1, x1, al
csneg x0, x1, x1, nv
// Condition-code synonyms: cs = hs, cc = lo.
b.cs #8
b.cc #-8
csel x0, x1, x2, cs
csel x0, x1, x2, cc
cset x0, cs
cinc x0, x1, cc
ccmp x0, #1, #2, cs
// Hints with a name.
hint #0
hint #1
hint #2
hint #3
hint #4
hint #5
hint #6
// Barriers with a named option.
dmb #1
dmb #2
dmb #3
dmb #5
dmb #6
dmb #7
dmb #9
dmb #10
dmb #11
dmb #13
dmb #14
dmb #15
dsb #15
dsb #11
isb #15
clrex #15
// Loads/stores: an offset the scaled form cannot encode selects the unscaled (ldur/stur) form.
ldr x0, [x1, #3]
ldr x0, [x1, #-8]
ldr w0, [x1, #-256]
ldr w0, [x1, #2]
str x0, [x1, #-8]
str w0, [x1, #255]
ldrb w0, [x1, #-1]
ldrh w0, [x1, #1]
ldrsb x0, [x1, #-256]
ldrsh w0, [x1, #-2]
ldrsw x0, [x1, #-4]
strb w0, [x1, #-256]
strh w0, [x1, #255]
ldr q0, [x1, #8]
ldr d0, [x1, #-8]
ldr s0, [x1, #2]
ldr h0, [x1, #-1]
ldr b0, [x1, #-1]
str q0, [x1, #-16]
// tbz/tbnz with a bit number below 32 print the W register.
tbz x0, #0, #8
tbz x5, #31, #-4
tbnz x30, #3, #12
// ret x30 prints as ret; fp/lr print as x29/x30.
ret x30
ret lr
br lr
blr fp
// NEON.
orr v0.16b, v1.16b, v1.16b
orr v0.8b, v2.8b, v2.8b
not v0.16b, v1.16b
not v0.8b, v1.8b
uxtl v0.8h, v1.8b
uxtl2 v0.4s, v1.8h
sxtl v0.2d, v1.2s
sshll2 v0.4s, v1.8h, #0
umov w0, v1.s[1]
umov x0, v1.d[0]
ins v0.s[1], w1
ins v0.d[1], x1
ins v0.h[1], v1.h[2]
dup s0, v1.s[3]
dup d0, v1.d[0]
dup b0, v1.b[1]
dup h0, v1.h[1]
movi v0.2d, #0
movi d0, #0
// fmov of #0.0 (not an 8-bit FP immediate) is accepted as a move from the zero register.
fmov s0, #0.0
fmov d0, #0
// Edge cases: hint #20 is csdb; with both zr operands cmp beats negs and cneg keeps xzr.
hint #20
subs xzr, xzr, x1
sub xzr, xzr, x1
csneg x0, xzr, xzr, eq
csinc x0, x1, xzr, eq
add x0, sp, #0, lsl #12
// dsb #0 and #4 are ssbb and pssbb; dsb also names ld/st.
dsb #0
dsb #4
dsb #13
dsb #14
