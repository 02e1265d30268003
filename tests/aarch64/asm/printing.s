// Non-canonical spellings that llvm-mc accepts and prints in canonical form.
// Zero shift amounts are dropped for lsl (kept for lsr/asr/ror).
add x0, x1, x2, lsl #0
sub w0, w1, w2, lsl #0
and x0, x1, x2, lsl #0
orr w0, w1, w2, lsl #0
tst x0, x1, lsl #0
cmp x0, x1, lsl #0
neg x0, x1, lsl #0
add x0, x1, #0, lsl #0
add x20, sp, x21, lsl #0
// Extended-register: uxtx (64-bit) / uxtw (32-bit) with sp print as lsl, "#0" dropped.
add sp, x1, x2, uxtx
add x0, sp, x1, uxtx #2
add w0, wsp, w1, uxtw #2
add wsp, w1, w2, uxtw
subs w0, wsp, w2, uxtw #1
cmp sp, x1, uxtx #3
// Memory: "#0" offsets and zero shifts dropped; whitespace normalised.
ldr x0, [x1, #0]
ldp x0, x1, [x2, #0]
stp w3, w4, [x5, #0]
ldr x0, [x1, x2, lsl #0]
ldr x0, [x1, x2, sxtx #0]
ldr x0, [x1, w2, uxtw #0]
ldr x0,[x1,#8]
ldr x0, [ x1 , #8 ] !
ldr x0, [x1] , #8
// Immediates: hex, binary, octal, expressions, and the optional "#"; all print as decimal.
add x0, x1, #0x10
add x0, x1, #0b101
add x0, x1, #017
add x0, x1, 16
add x0, x1, #(1+2)
add x0, x1, #4*4
add x0, x1, #1<<4
add x0, x1, #0x1000
mov x0, #0x10
mov x0, 16
mov x0, #1 << 4
mov x0, #-0x1
mov x0, #0xffffffffffffffff
mov w0, #0xffffffff
mov x0, #0x5555555555555555
movz x0, #0x10, lsl #16
movk x0, #0xffff
movk x1, #0x1234, lsl #48
ldr x0, [x1, #0x10]
ldr x0, [x1, 16]
b #0x10
b 16
b #-0x10
adr x0, #0x10
ldr x0, #0x10
hint #0x10
tbz x0, #0x3, #8
ubfx x0, x1, #0x4, #0x8
brk #10
svc 0
// Logical immediates print as hex without leading zeros; negative values are masked.
and x0, x1, #0x00000000000000ff
and w0, w1, #0x0000ffff
and x0, x1, #255
and x0, x1, #-2
and w0, w1, #-2
orr x0, x1, #-9223372036854775808
// Case-insensitive: mnemonics, registers, shift/extend names, conditions, arrangements.
ADD X0, X1, X2
Add x0, X1, x2
LDR X0, [SP, #8]
B.EQ #8
b.EQ #8
B.eq #8
CSEL X0, X1, X2, EQ
MOV W0, WZR
add x0, x1, x2, LSL #3
add x0, x1, w2, SXTW #2
ldr x0, [x1, W2, UXTW #3]
ADD V0.16B, V1.16B, V2.16B
FMOV S0, #1.0
MOV FP, LR
ubfx X0, X1, #4, #8
// Whitespace.
add   x0 ,x1,  x2
	add	x0,	x1,	x3
add x0, x1, x2, lsl 3
// fp/lr are accepted as x29/x30 and printed as x29/x30.
mov fp, lr
ldp fp, lr, [sp], #16
stp fp, lr, [sp, #-16]!
add x0, fp, #16
blr lr
mov x0, lr
// FP immediates: printed with 8 decimals; an integer or a hex value.
fmov s0, #1.0
fmov d0, #0.5e1
fmov s0, #1
fmov s0, #0x70
fmov d0, #0x0
fmov d0, #-1.25
fmov s0, #.5
fmov d0, #-0.125
fmov v0.4s, #2.0
// NEON register lists.
ld1 {v0.16b}, [x0]
ld1 { v0.4s - v1.4s }, [x0]
ld1 { v0.4s-v2.4s }, [x0]
ld1 {v31.2d, v0.2d}, [x1]
// System registers print in uppercase.
mrs x0, nzcv
msr fpcr, x1
mrs x2, tpidr_el0
// x31/w31 are accepted where the zero register is allowed and print as xzr/wzr.
mov x31, x1
add w31, w1, w2
add x0, x1, x31
// More spellings: uppercase barrier/hex, "# " with a space, explicit "+", "-0", generic sysreg names.
DMB ISH
and x0, x1, #0XFF
add x0, x1, # 16
add x0, x1, #+4
add x0, x1, #-0
add x0, x1, #1, lsl 12
mrs x0, S3_3_C4_C2_0
msr s3_3_c4_c2_0, x1
add x0, x1, w2, uxtb #0
add x0, sp, w1, uxtw #0
ldr x0, [x1, #-0]
ldr x0, [x1], #+8
// 64-bit NEON byte-mask immediates print as C's "%#016llx": 0x plus 14 digits, and 16 zeros for 0.
movi v0.2d, #0xff
movi d0, #0xff00
movi v0.2d, #0xffffffffffffffff
